import { describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const call = (user: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
  callAs(ctx.app, user, method, '/api/subscription', payload);

describe('subscription', () => {
  it('none is a normal answer; selecting a plan activates it for one calendar month', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const none = await call(provider, 'GET');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const basic = (await call(provider, 'PUT', { plan: 'Basic' })).json();
    expect(basic).toMatchObject({ plan: 'Basic', status: 'active', isActive: true });
    const start = new Date(basic.startDate);
    const end = new Date(basic.endDate);
    const expected = new Date(start);
    expected.setMonth(expected.getMonth() + 1);
    expect(end.toISOString()).toBe(expected.toISOString());
  });

  it('selecting the other plan while active replaces the plan in the same row', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    await call(provider, 'PUT', { plan: 'Basic' });
    const premium = (await call(provider, 'PUT', { plan: 'Premium' })).json();
    expect(premium).toMatchObject({ plan: 'Premium', status: 'active' });
    expect(await ctx.database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('cancel sets status canceled only; selecting again reactivates', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const active = (await call(provider, 'PUT', { plan: 'Premium' })).json();
    const canceled = (await call(provider, 'DELETE')).json();
    expect(canceled).toMatchObject({
      plan: 'Premium',
      status: 'canceled',
      isActive: false,
      endDate: active.endDate,
    });
    const again = (await call(provider, 'PUT', { plan: 'Basic' })).json();
    expect(again).toMatchObject({ plan: 'Basic', status: 'active' });
    expect(await ctx.database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('seekers get 403, visitors 401, and an unknown plan 400', async () => {
    const seeker = await createUser(ctx.app);
    expect((await call(seeker, 'PUT', { plan: 'Basic' })).statusCode).toBe(403);
    expect((await call(seeker, 'GET')).statusCode).toBe(403);
    expect((await call(null, 'GET')).statusCode).toBe(401);
    const provider = await createUser(ctx.app, { type: 'provider' });
    expect((await call(provider, 'PUT', { plan: 'Platinum' })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(subscriptions)).toHaveLength(0);
  });
});
