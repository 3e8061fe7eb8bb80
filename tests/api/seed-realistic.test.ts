import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import { seedRealisticData } from '#server/seed/seed-realistic.ts';
import { CARE_TYPES, PRICED_ROOM_SHARING, PRICED_ROOM_TYPES } from '#shared/constants.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedSampleListings(database.db);
});
afterAll(() => database.close());

const one = async <R>(text: string) => (await database.query<R>(text)).rows[0];

describe('npm run seed (realistic data)', () => {
  it('writes realistic listings, providers with plans, reviews and favourites', async () => {
    const summary = await seedRealisticData(database, { listings: 400, seed: 7 });
    expect(summary.listings).toBe(400);
    const stats = await one<Record<string, number>>(`select
      count(*)::int as n, count(distinct care_type)::int as care_types,
      count(distinct state)::int as states, min(pricing_starting_at)::int as min_price,
      max(pricing_starting_at)::int as max_price,
      count(*) filter (where cardinality(images) > 0)::int as with_images,
      count(*) filter (where cardinality(amenities) > 0)::int as with_amenities,
      count(*) filter (where lat is null)::int as without_coordinates
      from listings where not is_sample`);
    expect(stats.n).toBe(400);
    expect(stats.care_types).toBe(CARE_TYPES.length);
    expect(stats.states).toBeGreaterThan(30);
    expect(stats.min_price).toBeGreaterThanOrEqual(1000);
    expect(stats.max_price).toBeLessThanOrEqual(12000);
    expect(stats.with_images).toBeGreaterThan(0);
    expect(stats.with_amenities).toBeGreaterThan(0);
    expect(stats.without_coordinates).toBe(0);
    const plans = await database.query<{ plan: string }>(
      'select distinct plan from subscriptions order by plan',
    );
    expect(plans.rows.map((r) => r.plan)).toEqual(['Basic', 'Premium']);
    const engagement = await one<{ reviews: number; favorites: number }>(
      'select (select count(*)::int from reviews) as reviews, (select count(*)::int from favorites) as favorites',
    );
    expect(engagement.reviews).toBe(summary.reviews);
    expect(engagement.reviews).toBeGreaterThan(100);
    expect(engagement.favorites).toBeGreaterThan(50);
    const samples = await one<{ n: number }>(
      'select count(*)::int as n from listings where is_sample',
    );
    expect(samples.n).toBe(6);
  });

  it('never prices a room of a sort the listing marks unavailable', async () => {
    await seedRealisticData(database, { listings: 400, seed: 11 });
    const kinds = (sharing: 'private' | 'shared') =>
      PRICED_ROOM_TYPES.filter((type) => PRICED_ROOM_SHARING[type] === sharing);
    const priced = (sharing: 'private' | 'shared') =>
      `room_prices @? '$[*] ? (${kinds(sharing)
        .map((type) => `@.roomType == "${type}"`)
        .join(' || ')})'`;
    const counts = await one<Record<string, number>>(`select
      count(*) filter (where ${priced('shared')})::int as shared_priced,
      count(*) filter (where ${priced('private')})::int as private_priced,
      count(*) filter (where ${priced('shared')} and not rooms_shared)::int as shared_contradicted,
      count(*) filter (where ${priced('private')} and not rooms_private)::int as private_contradicted
      from listings where not is_sample`);
    expect(counts.shared_priced).toBeGreaterThan(20);
    expect(counts.private_priced).toBeGreaterThan(20);
    expect(counts).toMatchObject({ shared_contradicted: 0, private_contradicted: 0 });
  });

  it('keeps Premium (featured placement) a minority of providers and of listings', async () => {
    await seedRealisticData(database, { listings: 1000, seed: 3 });
    const plans = await one<{ providers: number; premium: number }>(`select
      count(*)::int as providers, count(*) filter (where plan = 'Premium')::int as premium
      from subscriptions`);
    expect(plans.premium / plans.providers).toBeGreaterThan(0.08);
    expect(plans.premium / plans.providers).toBeLessThan(0.22);
    const featured = await one<{ n: number; featured: number; basic_over: number }>(`select
      count(*)::int as n, count(*) filter (where featured)::int as featured,
      (select count(*)::int from (select l.provider_id from listings l
        join subscriptions s using (provider_id) where s.plan = 'Basic'
        group by l.provider_id having count(*) > 3) over) as basic_over
      from listings where not is_sample`);
    expect(featured.featured).toBeGreaterThan(0);
    expect(featured.featured / featured.n).toBeLessThan(0.35);
    expect(featured.basic_over).toBe(0);
  });

  it('is reproducible: the same seed replaces the earlier data with the same rows', async () => {
    const ids = async () =>
      (
        await database.query<{ id: string }>(
          'select id from listings where not is_sample order by id',
        )
      ).rows.map((r) => r.id);
    await seedRealisticData(database, { listings: 50, seed: 11 });
    const first = await ids();
    await seedRealisticData(database, { listings: 50, seed: 11 });
    expect(await ids()).toEqual(first);
    expect(first).toHaveLength(50);
    await seedRealisticData(database, { listings: 50, seed: 12 });
    expect(await ids()).not.toEqual(first);
  });
});
