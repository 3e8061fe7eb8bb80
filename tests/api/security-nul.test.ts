import { beforeEach, describe, expect, it } from 'vitest';
import { testAppPerFile, TEST_ORIGIN, type TestContext } from '#tests/helpers/test-app.ts';
import { authHeaders, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { subscribeAndList } from '#tests/helpers/api-listing.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';

// Hole 6: PostgreSQL refuses the NUL character in text, so a NUL in any JSON text field was a 500.
// Run with DATABASE_URL as well: PGlite and PostgreSQL must both answer 400.
let ctx: TestContext;
let seeker: TestUser;
let provider: TestUser;
let listingId: string;
testAppPerFile((app) => (ctx = app));
beforeEach(async () => {
  seeker = await createUser(ctx.app);
  provider = await createUser(ctx.app, { type: 'provider' });
  listingId = await subscribeAndList(ctx.app, provider);
});

const NUL = 'a\u0000b';
type Method = 'POST' | 'PUT' | 'PATCH';
const cases: [string, Method, () => string, () => TestUser | null, () => object][] = [
  ['name', 'PATCH', () => '/api/me', () => seeker, () => ({ name: NUL, phone: '' })],
  [
    'title',
    'POST',
    () => '/api/provider/listings',
    () => provider,
    () => listingBody({ title: `Title ${NUL}` }),
  ],
  [
    'description',
    'PUT',
    () => `/api/provider/listings/${listingId}`,
    () => provider,
    () => listingBody({ description: `${'Long enough description '.repeat(3)}${NUL}` }),
  ],
  [
    'amenities.1',
    'POST',
    () => '/api/provider/listings',
    () => provider,
    () => listingBody({ amenities: ['WiFi', NUL] }),
  ],
  [
    'comment',
    'POST',
    () => '/api/listings/1/reviews',
    () => seeker,
    () => ({ rating: 4, title: 'Fine', comment: NUL }),
  ],
  ['title', 'POST', () => '/api/website-reviews', () => seeker, () => ({ rating: 5, title: NUL })],
  ['email', 'POST', () => '/api/newsletter', () => null, () => ({ email: `a${NUL}@example.com` })],
  [
    'name',
    'POST',
    () => '/api/auth/sign-up/email',
    () => null,
    () => ({
      name: `Ann ${NUL}`,
      email: 'nul@example.com',
      password: 'correct-horse-battery',
      type: 'seeker',
    }),
  ],
  [
    'email',
    'POST',
    () => '/api/auth/sign-in/email',
    () => null,
    () => ({ email: `x${NUL}@example.com`, password: 'correct-horse-battery' }),
  ],
];

describe('a NUL character in a text field', () => {
  it.each(cases)(
    'in %s of %s is refused with 400 naming the field, changing nothing',
    async (field, method, url, user, payload) => {
      const caller = user();
      const before = await snapshotState(ctx);
      const response = await ctx.app.inject({
        method,
        url: url(),
        headers: caller ? authHeaders(caller) : { origin: TEST_ORIGIN },
        payload: payload(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.message).toContain(field);
      expect(await snapshotState(ctx)).toEqual(before);
    },
  );

  it('in a query string is refused with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/listings?location=Port%00land',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('location');
  });
});
