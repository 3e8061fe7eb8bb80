import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user } from '#server/db/schema/index.ts';
import { LISTING_MAXIMUMS, REVIEW_LIMITS, TEXT_LIMITS } from '#shared/constants.ts';
import { authHeaders, signUp } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { snapshotState } from '#tests/helpers/state-snapshot.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

// Every text a person types has a maximum (docs/decisions/029-text-limits.md); a longer one is
// refused with a message and nothing is stored.

let w: World;
freshWorldPerTest((world) => (w = world));

/** One letter with `marks` accents stacked on it: one visible character, many UTF-16 units. */
const stacked = (marks: number) => `a${'\u0301'.repeat(marks)}`;
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

async function expectRefusedAndNothingStored(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  message: string,
) {
  const before = await snapshotState(w.ctx);
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
  expect(await snapshotState(w.ctx)).toEqual(before);
}

describe('sign-up', () => {
  it.each([
    ['a 101-character name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    [
      'a 900,000-character name',
      { name: 'n'.repeat(900_000) },
      'Name must be at most 100 characters',
    ],
    [
      'a 121-character company',
      { type: 'provider' as const, company: 'c'.repeat(121) },
      'Company name must be at most 120 characters',
    ],
    [
      'a 255-character email',
      { email: emailOfLength(TEXT_LIMITS.email + 1) },
      'Email must be at most 254 characters',
    ],
  ])('refuses %s and stores nothing', async (_what, overrides, message) => {
    await expectRefusedAndNothingStored(
      async () => (await signUp(w.ctx.app, overrides)).response,
      message,
    );
  });

  it('accepts a name, a company and an email right at their limits', async () => {
    const { response } = await signUp(w.ctx.app, {
      type: 'provider',
      name: 'n'.repeat(TEXT_LIMITS.name),
      company: 'c'.repeat(TEXT_LIMITS.company),
      email: emailOfLength(TEXT_LIMITS.email),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('refuses the same name and phone lengths as sign-up', async () => {
    const update = (payload: object) =>
      w.ctx.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: authHeaders(w.users.seeker),
        payload,
      });
    await expectRefusedAndNothingStored(
      () => update({ name: 'n'.repeat(TEXT_LIMITS.name + 1), phone: '' }),
      'Name must be at most 100 characters',
    );
    await expectRefusedAndNothingStored(
      () => update({ name: 'Sam', phone: `5035550100${' '.repeat(TEXT_LIMITS.phone)}x` }),
      'Phone number must be 10 digits',
    );
  });
});

describe('listings', () => {
  const create = (overrides: Record<string, unknown>) => () =>
    w.ctx.app.inject({
      method: 'POST',
      url: '/api/provider/listings',
      headers: authHeaders(w.users.providerB),
      payload: listingBody(overrides),
    });

  it.each([
    [
      'a 501-character pricing note',
      { pricingNote: 'p'.repeat(LISTING_MAXIMUMS.pricingNote + 1) },
      'Pricing note must be at most 500 characters',
    ],
    [
      'a 255-character contact email',
      { contactEmailAddress: emailOfLength(TEXT_LIMITS.email + 1) },
      'Email must be at most 254 characters',
    ],
    [
      'a website address over 2048 characters',
      { companyWebsite: `https://example.com/${'p'.repeat(TEXT_LIMITS.url)}` },
      'A web address must be at most 2048 characters',
    ],
    [
      'a phone number of ten digits and 100,000 other characters',
      { contactPhoneNumber: `(503) 555-0100 ${'x'.repeat(100_000)}` },
      'Phone number must be 10 digits',
    ],
  ])('refuses %s', async (_what, overrides, message) => {
    await expectRefusedAndNothingStored(create(overrides), message);
  });
});

describe('tour requests and reviews', () => {
  const tourRequest = (overrides: Record<string, unknown>) => () =>
    w.ctx.app.inject({
      method: 'POST',
      url: `/api/listings/${w.listingA}/tour-requests`,
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Rosa Family',
        email: 'rosa@example.com',
        phone: '(503) 555-0142',
        preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        timeOfDay: 'morning',
        visitors: 2,
        contactPreference: 'phone',
        ...overrides,
      },
    });

  it('refuses a tour request with an over-long email, or a name of one heavily accented letter', async () => {
    await expectRefusedAndNothingStored(
      tourRequest({ email: emailOfLength(TEXT_LIMITS.email + 1) }),
      'Email must be at most 254 characters',
    );
    await expectRefusedAndNothingStored(
      tourRequest({ name: stacked(5000) }),
      'Name must be at most 100 characters',
    );
  });

  it('refuses a review title of one letter under thousands of accents with a 400, not a 500', async () => {
    await expectRefusedAndNothingStored(
      () =>
        w.ctx.app.inject({
          method: 'POST',
          url: `/api/listings/${w.listingA}/reviews`,
          headers: authHeaders(w.users.seeker),
          payload: { rating: 5, title: stacked(REVIEW_LIMITS.title * 20) },
        }),
      'Title must be at most 100 characters',
    );
  });
});

describe('database backstop', () => {
  it('refuses a name over 100 or a company over 120 characters even if code is bypassed', async () => {
    const { seeker, providerA } = w.users;
    const db = w.ctx.database.db;
    await expect(
      db
        .update(user)
        .set({ name: 'n'.repeat(101) })
        .where(eq(user.id, seeker.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(profiles)
        .set({ name: 'n'.repeat(101) })
        .where(eq(profiles.id, seeker.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(profiles)
        .set({ company: 'c'.repeat(121) })
        .where(eq(profiles.id, providerA.id)),
    ).rejects.toThrow();
    await expect(
      db
        .insert(user)
        .values({ id: 'x1', name: 'X', email: 'x1@example.com', company: 'c'.repeat(121) }),
    ).rejects.toThrow();
  });
});
