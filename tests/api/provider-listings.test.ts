import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '#server/db/schema/index.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const LIMIT_MESSAGE =
  "You've reached the maximum number of listings for the Basic plan. Please upgrade to Premium for unlimited listings.";

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(ctx.app, user, method, url, payload);

async function subscribedProvider(plan: 'Basic' | 'Premium' = 'Basic') {
  const provider = await createUser(ctx.app, { type: 'provider' });
  expect((await call(provider, 'PUT', '/api/subscription', { plan })).statusCode).toBe(200);
  return provider;
}
const create = (user: TestUser | null, overrides = {}) =>
  call(user, 'POST', '/api/provider/listings', listingBody(overrides));
const ownedBy = async (providerId: string) =>
  ctx.database.db.select().from(listings).where(eq(listings.providerId, providerId));

describe('creating listings', () => {
  it('a subscribed provider creates a listing: stored fields, coordinates from the ZIP, blanks as null', async () => {
    const provider = await subscribedProvider();
    const response = await create(provider, { pricingNote: '   ', capacity: 40 });
    expect(response.statusCode).toBe(201);
    const [row] = await ownedBy(provider.id);
    expect(row).toMatchObject({
      providerId: provider.id,
      pricingNote: null,
      companyWebsite: null,
      contactExternalUrl: null,
      contactPhoneNumber: '(503) 555-0100',
      capacity: 40,
      roomsPrivate: true,
      roomsShared: false,
      lat: 45.5142,
      lng: -122.6364,
    });
    expect(response.json()).toMatchObject({
      id: row.id,
      isSample: false,
      location: { coordinates: { lat: 45.5142 } },
    });
    // It shows up in search for everyone.
    const search = await call(null, 'GET', '/api/listings?location=portland');
    expect(search.json().listings.map((l: { id: string }) => l.id)).toContain(row.id);
  });

  it('stores the payment sources a provider ticks, once each, and refuses unknown ones', async () => {
    const provider = await subscribedProvider();
    const response = await create(provider, {
      paymentSources: ['medicaid', 'private-pay', 'medicaid'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().paymentSources).toEqual(['medicaid', 'private-pay']);
    const search = await call(null, 'GET', '/api/listings?payment=medicaid&location=portland');
    expect(search.json().listings.map((l: { id: string }) => l.id)).toContain(response.json().id);
    const refused = await create(provider, { paymentSources: ['bitcoin'] });
    expect(refused.statusCode).toBe(400);
  });

  it('ignores a provider_id in the body', async () => {
    const provider = await subscribedProvider();
    const other = await createUser(ctx.app, { type: 'provider' });
    await create(provider, { provider_id: other.id, providerId: other.id });
    expect(await ownedBy(other.id)).toHaveLength(0);
    expect(await ownedBy(provider.id)).toHaveLength(1);
  });

  it('visitors get 401 and seekers 403', async () => {
    expect((await create(null)).statusCode).toBe(401);
    const seeker = await createUser(ctx.app);
    const response = await create(seeker);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'PROVIDER_ONLY',
      message: 'Provider access only',
    });
  });

  it('needs an active subscription (none, or canceled)', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    const none = await create(provider);
    expect(none.statusCode).toBe(403);
    expect(none.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Active subscription required to create listings',
    });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    await call(provider, 'DELETE', '/api/subscription');
    expect((await create(provider)).json().error.message).toBe(
      'Active subscription required to create listings',
    );
    expect(await ownedBy(provider.id)).toHaveLength(0);
  });

  it('a Basic provider is stopped at 3 listings; Premium is not', async () => {
    const provider = await subscribedProvider('Basic');
    for (let i = 0; i < 3; i += 1) expect((await create(provider)).statusCode).toBe(201);
    const fourth = await create(provider);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatchObject({
      code: 'LISTING_LIMIT_REACHED',
      message: LIMIT_MESSAGE,
    });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    expect((await create(provider)).statusCode).toBe(201);
    const mine = await call(provider, 'GET', '/api/provider/listings');
    expect(mine.json().usage).toEqual({ count: 4, limit: null });
  });

  it('ten parallel creates by a Basic provider leave exactly 3 listings', async () => {
    const provider = await subscribedProvider('Basic');
    const results = await Promise.all(Array.from({ length: 10 }, () => create(provider)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(7);
    expect(await ownedBy(provider.id)).toHaveLength(3);
  });

  it.each([
    [{ title: 'Tiny' }, 'Title must be at least 5 characters'],
    [{ description: 'Too short' }, 'Description must be at least 30 characters'],
    [{ pricingStartingAt: 0 }, 'Price must be greater than 0'],
    [{ address: 'St' }, 'Address is required'],
    [{ city: 'P' }, 'City is required'],
    [{ state: 'O' }, 'State is required'],
    [{ zipCode: '972' }, 'Zip code is required'],
    [{ zipCode: '98O02' }, 'Please enter a valid 5-digit zip code'],
    [{ zipCode: '9720112' }, 'Please enter a valid 5-digit zip code'],
    [{ state: 'Zz' }, 'Enter a US state, such as WA or Washington'],
    [{ capacity: 1.5 }, 'Capacity must be a whole number'],
    [{ capacity: -3 }, 'Capacity must be a whole number'],
    [{ state: 'Oregan' }, 'Enter a US state, such as WA or Washington'],
    [{ companyWebsite: 'not a url' }, 'Invalid URL format'],
    [{ contactPhoneNumber: '555-0100' }, 'Phone number must be 10 digits'],
    [{ contactEmailAddress: 'nope@' }, 'Please enter a valid email address'],
    [{ contactExternalUrl: 'javascript:alert(1)' }, 'Invalid URL'],
    [{ careType: 'castle' }, undefined],
  ])('rejects %j with its message', async (overrides, message) => {
    const provider = await subscribedProvider();
    const response = await create(provider, overrides);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
    expect(await ownedBy(provider.id)).toHaveLength(0);
  });
});

it.each([
  ['Oregon', '97214'],
  ['or', '97214-1234'],
  ['District of Columbia', '20001'],
])('stores the state %j as its code, with the ZIP %j', async (state, zipCode) => {
  const provider = await subscribedProvider();
  const response = await create(provider, { state, zipCode });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await ownedBy(provider.id);
  expect(row.state).toBe(zipCode === '20001' ? 'DC' : 'OR');
  expect(row.lat).not.toBeNull();
});

describe('editing and deleting', () => {
  it('only the owner can read, update or delete; others get 404 and nothing changes', async () => {
    const owner = await subscribedProvider();
    const intruder = await subscribedProvider();
    const id = (await create(owner)).json().id;
    expect((await call(intruder, 'GET', `/api/provider/listings/${id}`)).statusCode).toBe(404);
    const update = await call(
      intruder,
      'PUT',
      `/api/provider/listings/${id}`,
      listingBody({ title: 'Hijacked listing' }),
    );
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe(
      "Listing not found or you don't have permission to edit it",
    );
    expect((await call(intruder, 'DELETE', `/api/provider/listings/${id}`)).statusCode).toBe(404);
    const [row] = await ownedBy(owner.id);
    expect(row.title).toBe('Willow Creek Assisted Living');
  });

  it('the owner updates fields and coordinates follow the new ZIP', async () => {
    const owner = await subscribedProvider();
    const id = (await create(owner)).json().id;
    const response = await call(
      owner,
      'PUT',
      `/api/provider/listings/${id}`,
      listingBody({ title: 'Willow Creek Memory Care', zipCode: '98107', city: 'Seattle' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Willow Creek Memory Care',
      location: { city: 'Seattle', coordinates: { lat: 47.6701 } },
    });
  });

  it('lists my listings newest first', async () => {
    const owner = await subscribedProvider();
    const first = (await create(owner, { title: 'First listing' })).json().id;
    const second = (await create(owner, { title: 'Second listing' })).json().id;
    const mine = (await call(owner, 'GET', '/api/provider/listings')).json();
    expect(mine.listings.map((l: { id: string }) => l.id)).toEqual([second, first]);
    expect(mine.usage).toEqual({ count: 2, limit: 3 });
  });
});

describe('GET /api/provider/capabilities', () => {
  const capabilities = async (user: TestUser | null) =>
    call(user, 'GET', '/api/provider/capabilities');

  it('says why a provider may not add a listing, and how many the plan allows', async () => {
    const provider = await createUser(ctx.app, { type: 'provider' });
    expect((await capabilities(provider)).json()).toEqual({
      plan: null,
      canCreateListing: false,
      reason: 'SUBSCRIPTION_REQUIRED',
      listingsUsed: 0,
      listingsDraft: 0,
      listingLimit: null,
    });
    await call(provider, 'PUT', '/api/subscription', { plan: 'Basic' });
    for (let i = 0; i < 2; i += 1) await create(provider);
    expect((await capabilities(provider)).json()).toEqual({
      plan: 'Basic',
      canCreateListing: true,
      reason: null,
      listingsUsed: 2,
      listingsDraft: 0,
      listingLimit: 3,
    });
    await create(provider);
    expect((await capabilities(provider)).json()).toMatchObject({
      canCreateListing: false,
      reason: 'LISTING_LIMIT_REACHED',
      listingsUsed: 3,
      listingsDraft: 0,
      listingLimit: 3,
    });
    // The answer matches the gate: the 4th create is refused.
    expect((await create(provider)).statusCode).toBe(403);
    await call(provider, 'PUT', '/api/subscription', { plan: 'Premium' });
    expect((await capabilities(provider)).json()).toEqual({
      plan: 'Premium',
      canCreateListing: true,
      reason: null,
      listingsUsed: 3,
      listingsDraft: 0,
      listingLimit: null,
    });
    await call(provider, 'DELETE', '/api/subscription');
    expect((await capabilities(provider)).json()).toMatchObject({
      plan: null,
      canCreateListing: false,
      reason: 'SUBSCRIPTION_REQUIRED',
      listingsUsed: 3,
    });
  });

  it('is for providers only', async () => {
    expect((await capabilities(null)).statusCode).toBe(401);
    const seeker = await createUser(ctx.app, { type: 'seeker' });
    expect((await capabilities(seeker)).statusCode).toBe(403);
  });
});
