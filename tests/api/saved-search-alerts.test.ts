import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '#server/db/schema/index.ts';
import { coordinatesForZip } from '#server/modules/listings/zip-geo.ts';
import {
  alertRunKeys,
  runSavedSearchAlerts,
} from '#server/modules/saved-searches/saved-search-alerts.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// Which new communities an alert names (docs/decisions/045): those browse's filters match,
// published since the search's last run, never one twice, and no e-mail when there is none.

let ctx: TestContext;
let family: TestUser;
let provider: string;
beforeAll(async () => {
  ctx = await createTestApp({ sampleListings: 'never' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  family = await createUser(ctx.app);
  provider = await insertProvider(ctx.database.db);
});

const SEATTLE_MEMORY_CARE = 'location=Seattle%2C+WA&type=memory-care';

async function saveSearch(name: string, query: string, frequency: 'daily' | 'weekly') {
  const response = await callAs(ctx.app, family, 'POST', '/api/saved-searches', {
    name,
    query,
    frequency,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function listing(title: string, zipCode: string, careType = 'memory-care', draft = false) {
  const at = coordinatesForZip(zipCode)!;
  return insertListing(ctx.database.db, provider, {
    title,
    zipCode,
    city: title.split(' ')[0],
    state: 'WA',
    lat: at.lat,
    lng: at.lng,
    careType,
    draft,
  });
}

/** Runs a frequency's alerts now and answers the alert e-mails it sent. */
async function run(frequency: 'daily' | 'weekly') {
  const before = ctx.sentMail.length;
  const deps = ctx.app.deps;
  await runSavedSearchAlerts(
    { db: deps.database.db, mailQueue: deps.mailQueue, publicUrl: 'http://x', secret: 's' },
    frequency,
    new Date(),
  );
  await deps.mailQueue.drain();
  return ctx.sentMail.slice(before).filter((m) => m.to === family.email);
}

describe('alert runs', () => {
  it('name only new listings that match the search, once, and send nothing when nothing is new', async () => {
    await listing('Bothell Old Memory Care', '98011');
    await saveSearch('Mom', SEATTLE_MEMORY_CARE, 'daily');
    await listing('Bellevue Memory Care', '98004');
    await listing('Redmond Assisted', '98052', 'assisted-living');
    await listing('Portland Memory Care', '97214');
    await listing('Kirkland Draft', '98033', 'memory-care', true);

    const [mail, ...more] = await run('daily');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('A new community matches your search “Mom”');
    expect(mail.text).toContain('Bellevue Memory Care');
    for (const other of ['Bothell', 'Redmond', 'Portland', 'Kirkland']) {
      expect(mail.text).not.toContain(other);
    }
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/x\/alerts\/unsubscribe\?token=/);

    // Nothing new since: no e-mail.
    expect(await run('daily')).toEqual([]);
  });

  it('never names a listing twice, even when it is published again', async () => {
    await saveSearch('Mom', SEATTLE_MEMORY_CARE, 'daily');
    const row = await listing('Bellevue Memory Care', '98004');
    expect(await run('daily')).toHaveLength(1);
    // Unpublished and published again: new to the search's clock, but named before.
    await ctx.database.db.update(listings).set({ draft: true }).where(eq(listings.id, row.id));
    await ctx.database.db.update(listings).set({ draft: false }).where(eq(listings.id, row.id));
    expect(await run('daily')).toEqual([]);
  });

  it('a daily run mails daily searches only, a weekly run weekly ones; off mails nothing', async () => {
    // Three searches (a search is saved once), each matching the Bellevue community.
    await saveSearch('Daily one', SEATTLE_MEMORY_CARE, 'daily');
    await saveSearch('Weekly one', `${SEATTLE_MEMORY_CARE}&radius=30`, 'weekly');
    const off = await saveSearch('Quiet one', `${SEATTLE_MEMORY_CARE}&radius=40`, 'weekly');
    await callAs(ctx.app, family, 'PATCH', `/api/saved-searches/${off}`, { frequency: 'off' });
    await listing('Bellevue Memory Care', '98004');
    expect((await run('daily')).map((m) => m.subject)).toEqual([
      'A new community matches your search “Daily one”',
    ]);
    expect((await run('weekly')).map((m) => m.subject)).toEqual([
      'A new community matches your search “Weekly one”',
    ]);
  });

  it('match what browse shows for the same search', async () => {
    const query = 'location=Seattle%2C+WA&radius=15&minPrice=3000&amenity=WiFi';
    await saveSearch('Browse twin', query, 'daily');
    // Bellevue and Bothell match; Redmond lacks WiFi, Everett is too far, Kirkland too cheap.
    const rows = [
      ['98004', 3500, ['WiFi']],
      ['98052', 3500, []],
      ['98201', 4500, ['WiFi']],
      ['98033', 2500, ['WiFi']],
      ['98011', 3000, ['WiFi', 'Garden']],
    ] as const;
    for (const [i, [zip, price, amenities]] of rows.entries()) {
      await insertListing(ctx.database.db, provider, {
        title: `Place ${i}`,
        zipCode: zip,
        ...coordinatesForZip(zip)!,
        pricingStartingAt: price,
        amenities: [...amenities],
      });
    }
    const browse = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    const shown = browse.json().listings.map((l: { title: string }) => l.title);
    expect(shown.sort()).toEqual(['Place 0', 'Place 4']);
    const [mail] = await run('daily');
    const named = [...mail.text.matchAll(/^- (Place \d)/gm)].map((m) => m[1]);
    expect(named.sort()).toEqual(shown.sort());
  });
});

describe('alert scheduling', () => {
  it('keys one daily run per UTC day and one weekly run per week from Monday', () => {
    const [daily, weekly] = [0, 1].map((i) => (iso: string) => alertRunKeys(new Date(iso))[i].key);
    expect(daily('2026-11-26T00:00:00Z')).toBe(daily('2026-11-26T23:59:59Z'));
    expect(daily('2026-11-26T23:59:59Z')).not.toBe(daily('2026-11-27T00:00:00Z'));
    // Monday 23 to Sunday 29 November 2026 is one week.
    expect(weekly('2026-11-23T00:00:00Z')).toBe(weekly('2026-11-29T23:59:59Z'));
    expect(weekly('2026-11-22T23:59:59Z')).not.toBe(weekly('2026-11-23T00:00:00Z'));
    expect(weekly('2026-11-29T23:59:59Z')).not.toBe(weekly('2026-11-30T00:00:00Z'));
    expect(daily('2026-11-26T06:00:00Z')).toMatch(/^saved-search-alerts:daily:\d+$/);
  });
});
