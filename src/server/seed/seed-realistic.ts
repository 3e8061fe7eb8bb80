import type { Database } from '../db/client.ts';
import { makeListing, prng, SEED_EMAIL_DOMAIN, seededUuid } from './realistic-data.ts';

export interface SeedOptions {
  listings: number;
  seed: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  listings: number;
  providers: number;
  seekers: number;
  reviews: number;
  favorites: number;
}

const BATCH = 2000;
/** Share of seeded providers on Premium (featured placement). */
export const PREMIUM_SHARE = 0.15;
/** Basic providers own 1–3 listings, Premium ones 1–6 (a small chain); about 2.4 on average. */
const LISTINGS_PER_PROVIDER = 2.4;
const MAX_LISTINGS = { Basic: 3, Premium: 6 } as const;

/** Inserts rows in batches of parallel arrays through unnest: one statement per 2,000 rows. */
async function insertBatches<T>(
  database: Database,
  rows: T[],
  sqlText: string,
  columns: ((row: T) => unknown)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await database.query(
      sqlText,
      columns.map((col) => batch.map(col)),
    );
  }
}

/**
 * Replaces earlier seeded data with `listings` realistic listings, a few thousand providers with
 * Basic/Premium subscriptions, seekers, reviews and favourites. Accounts are marked by their email
 * domain; nothing else in the database is touched.
 */
export async function seedRealisticData(
  database: Database,
  opts: SeedOptions,
): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const rand = prng(opts.seed);
  const now = Date.UTC(2026, 10, 1);
  await database.query(`delete from "user" where email like '%@${SEED_EMAIL_DOMAIN}'`);

  // Most providers run one to three communities, so there are many of them (see assignOwners).
  const providerCount = Math.max(3, Math.round(opts.listings / LISTINGS_PER_PROVIDER));
  const seekerCount = Math.max(10, Math.round(opts.listings / 50));
  const users = [
    ...Array.from({ length: providerCount }, (_, i) => ({ i, type: 'provider' })),
    ...Array.from({ length: seekerCount }, (_, i) => ({ i, type: 'seeker' })),
  ].map(({ i, type }) => ({
    id: `seed-${type}-${i}`,
    name: type === 'provider' ? `Provider ${i + 1}` : `Family ${i + 1}`,
    email: `${type}${i + 1}@${SEED_EMAIL_DOMAIN}`,
    type,
    company: type === 'provider' ? `Senior Living Group ${i + 1}` : null,
    createdAt: new Date(now - Math.floor(rand() * 4 * 365 * 86_400_000)),
  }));
  log(`users: ${providerCount} providers, ${seekerCount} seekers`);
  await insertBatches(
    database,
    users,
    `insert into "user" (id, name, email, email_verified, type, company, created_at, updated_at)
     select id, name, email, true, type, company, created_at, created_at
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       as t(id, name, email, type, company, created_at)`,
    [
      (u) => u.id,
      (u) => u.name,
      (u) => u.email,
      (u) => u.type,
      (u) => u.company,
      (u) => u.createdAt,
    ],
  );

  // Premium is paid placement, so a minority buys it: about 15% Premium, the rest Basic (up to
  // 3 listings); about 5% lapsed. The first provider is always Premium so every seed has some.
  const plans = Array.from({ length: providerCount }, (_, i) => ({
    providerId: `seed-provider-${i}`,
    plan: i === 0 || rand() < PREMIUM_SHARE ? 'Premium' : 'Basic',
    status: rand() < 0.05 ? 'canceled' : 'active',
  }));
  await insertBatches(
    database,
    plans,
    `insert into subscriptions (provider_id, plan, status, start_date, end_date)
     select provider_id, plan, status, now() - interval '60 days',
       case when status = 'active' then now() + interval '30 days' else now() - interval '1 day' end
     from unnest($1::text[], $2::text[], $3::text[]) as t(provider_id, plan, status)`,
    [(p) => p.providerId, (p) => p.plan, (p) => p.status],
  );

  const owners = assignOwners(rand, plans, opts.listings);
  const listings = owners.map((p) => makeListing(rand, p, now));
  log(`listings: ${listings.length}`);
  await insertBatches(
    database,
    listings,
    `insert into listings (id, provider_id, title, description, care_type, images,
       pricing_starting_at, rooms_private, rooms_shared, capacity, amenities, address, city, state,
       zip_code, lat, lng, contact_phone_number, created_at, updated_at, payment_sources,
       room_prices, care_fee_note, prices_confirmed_at)
     select id, provider_id, title, description, care_type, string_to_array(images, '|'), price,
       rooms_private, rooms_shared, capacity, string_to_array(amenities, '|'), address, city,
       state, zip_code, lat, lng, phone, created_at, created_at,
       string_to_array(payment_sources, '|'), room_prices::jsonb, care_fee_note, confirmed_at
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::numeric[], $8::bool[], $9::bool[], $10::int[], $11::text[], $12::text[], $13::text[],
       $14::text[], $15::text[], $16::float8[], $17::float8[], $18::text[], $19::timestamptz[],
       $20::text[], $21::text[], $22::text[], $23::timestamptz[])
       as t(id, provider_id, title, description, care_type, images, price, rooms_private,
         rooms_shared, capacity, amenities, address, city, state, zip_code, lat, lng, phone,
         created_at, payment_sources, room_prices, care_fee_note, confirmed_at)`,
    [
      (l) => l.id,
      (l) => `seed-provider-${l.providerIndex}`,
      (l) => l.title,
      (l) => l.description,
      (l) => l.careType,
      (l) => l.images.join('|'),
      (l) => l.pricingStartingAt,
      (l) => l.roomsPrivate,
      (l) => l.roomsShared,
      (l) => l.capacity,
      (l) => l.amenities.join('|'),
      (l) => l.address,
      (l) => l.city,
      (l) => l.state,
      (l) => l.zipCode,
      (l) => l.lat,
      (l) => l.lng,
      (l) => l.contactPhoneNumber,
      (l) => l.createdAt,
      (l) => l.paymentSources.join('|'),
      (l) => JSON.stringify(l.roomPrices),
      (l) => l.careFeeNote,
      (l) => l.pricesConfirmedAt,
    ],
  );

  const { reviews, favorites } = makeEngagement(rand, listings, seekerCount);
  log(`reviews: ${reviews.length}, favourites: ${favorites.length}`);
  await insertBatches(
    database,
    reviews,
    `insert into reviews (id, listing_id, user_id, rating, title, comment, created_at, updated_at)
     select id, listing_id, user_id, rating, title, comment, created_at, created_at
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::text[],
       $7::timestamptz[]) as t(id, listing_id, user_id, rating, title, comment, created_at)`,
    [
      (r) => r.id,
      (r) => r.listingId,
      (r) => r.userId,
      (r) => r.rating,
      (r) => r.title,
      (r) => r.comment,
      (r) => r.createdAt,
    ],
  );
  await insertBatches(
    database,
    favorites,
    `insert into favorites (user_id, listing_id)
     select user_id, listing_id from unnest($1::text[], $2::uuid[]) as t(user_id, listing_id)`,
    [(f) => f.userId, (f) => f.listingId],
  );
  // Fresh statistics for the planner, and a visibility map so counts can be index-only scans;
  // the embedded database has no autovacuum to do either.
  await database.query('vacuum analyze');
  return {
    listings: listings.length,
    providers: providerCount,
    seekers: seekerCount,
    reviews: reviews.length,
    favorites: favorites.length,
  };
}

/**
 * Each provider owns 1–3 listings on Basic or 1–6 on Premium, in turn, until `total` are owned;
 * if every provider is full, the rest go round the providers again as extra Premium communities.
 */
function assignOwners(rand: () => number, plans: { plan: string }[], total: number): number[] {
  const owners: number[] = [];
  plans.forEach((p, i) => {
    const n = 1 + Math.floor(rand() * MAX_LISTINGS[p.plan as keyof typeof MAX_LISTINGS]);
    for (let k = 0; k < n && owners.length < total; k++) owners.push(i);
  });
  const premium = plans.flatMap((p, i) => (p.plan === 'Premium' ? [i] : []));
  while (owners.length < total) owners.push(premium[owners.length % premium.length]);
  return owners;
}

const REVIEW_TITLES = [
  'Caring staff',
  'Good food',
  'Felt at home',
  'Could be cleaner',
  'Great activities',
];

function makeEngagement(
  rand: () => number,
  listings: ReturnType<typeof makeListing>[],
  seekerCount: number,
) {
  const reviews: {
    id: string;
    listingId: string;
    userId: string;
    rating: number;
    title: string;
    comment: string;
    createdAt: Date;
  }[] = [];
  const favorites: { userId: string; listingId: string }[] = [];
  for (const l of listings) {
    // Most listings have a few reviews, some none; ratings lean positive like real ones.
    const count = Math.floor(rand() * rand() * 7);
    const start = Math.floor(rand() * seekerCount);
    for (let k = 0; k < count && k < seekerCount; k++) {
      const rating = Math.min(5, 2 + Math.floor(rand() * 4) + (rand() < 0.3 ? 1 : 0));
      reviews.push({
        id: seededUuid(rand),
        listingId: l.id,
        userId: `seed-seeker-${(start + k) % seekerCount}`,
        rating,
        title: REVIEW_TITLES[Math.floor(rand() * REVIEW_TITLES.length)],
        comment: `We visited ${l.title} several times; ${rating >= 4 ? 'we would recommend it' : 'it has room to improve'}.`,
        createdAt: new Date(l.createdAt.getTime() + Math.floor(rand() * 90) * 86_400_000),
      });
    }
    if (rand() < 0.3) {
      favorites.push({
        userId: `seed-seeker-${Math.floor(rand() * seekerCount)}`,
        listingId: l.id,
      });
    }
  }
  return { reviews, favorites };
}
