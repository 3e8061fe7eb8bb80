import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribeAndList } from '#tests/helpers/api-listing.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { sendTourRequest, validTourRequest } from '#tests/helpers/tour-request-body.ts';

// A provider whose new tour request is still untouched is reminded at 2 and at 24 hours. The
// queue's clock is the test's: hours pass without waiting for them.

const HOUR = 60 * 60 * 1000;
let nowMs = Date.now();
let ctx: TestContext;
let provider: TestUser;
let listingId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date(nowMs) });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  nowMs = Date.now();
  provider = await createUser(ctx.app, { type: 'provider' });
  listingId = await subscribeAndList(ctx.app, provider);
});

const reminders = () =>
  ctx.sentMail.filter((m) => m.subject.startsWith('Reminder:') && m.to === provider.email);
/** Moves the clock on and runs whatever has fallen due. */
async function after(hours: number) {
  nowMs += hours * HOUR;
  await ctx.app.deps.mailQueue.drain();
}
async function request(email: string) {
  const answer = await sendTourRequest(ctx.app, listingId, validTourRequest({ email }));
  expect(answer.statusCode).toBe(201);
  return answer.json().id as string;
}
const setStatus = (id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/provider/tour-requests/${id}`,
    headers: authHeaders(provider),
    payload: { status },
  });

describe('reminders for tour requests left New', () => {
  it('reminds the provider at 2 hours and at 24 hours while the request stays New', async () => {
    await request('waiting@example.com');
    await after(1.9);
    expect(reminders()).toHaveLength(0);

    await after(0.2);
    expect(reminders()).toHaveLength(1);
    const [first] = reminders();
    expect(first.subject).toBe(
      `Reminder: a family is waiting to hear about ${listingBody().title}`,
    );
    expect(first.text).toContain('Rosa Family asked to visit');
    expect(first.text).toContain('2 hours ago');
    expect(first.text).toContain('http://localhost:3000/dashboard?tab=inquiries');

    await after(20);
    expect(reminders()).toHaveLength(1);
    await after(2);
    expect(reminders().map((m) => m.text.match(/(\d+) hours ago/)?.[1])).toEqual(['2', '24']);
    // And no more after that.
    await after(24 * 7);
    expect(reminders()).toHaveLength(2);
  });

  it('sends none for a request marked contacted, and stops once it is', async () => {
    const contacted = await request('answered@example.com');
    const later = await request('answered-later@example.com');
    expect((await setStatus(contacted, 'contacted')).statusCode).toBe(200);

    await after(2.1);
    // Only the request still New is reminded of.
    expect(reminders()).toHaveLength(1);
    expect((await setStatus(later, 'tour-scheduled')).statusCode).toBe(200);
    await after(24);
    expect(reminders()).toHaveLength(1);
  });

  it('sends none for a request the family withdrew', async () => {
    const id = await request('withdrawn@example.com');
    const token = ctx.sentMail
      .find((m) => m.to === 'withdrawn@example.com')!
      .text.match(/\/tour-requests\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/tour-requests/by-link/${token}/withdrawal`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(id).toBeTruthy();
    await after(25);
    expect(reminders()).toHaveLength(0);
  });
});
