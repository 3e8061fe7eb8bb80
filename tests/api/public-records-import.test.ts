import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, publicRecords } from '#server/db/schema/index.ts';
import { importPublicRecords } from '#server/modules/public-records/import-records.ts';
import { toPublicListingId } from '#shared/listing-id.ts';
import { insertListing } from '#tests/helpers/factories.ts';
import { createUser } from '#tests/helpers/auth.ts';
import {
  editedCmsFixture,
  importCaFixture,
  importCmsFixture,
} from '#tests/helpers/public-records.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';

let ctx: TestContext;
testAppPerFile((c) => (ctx = c));
const db = () => ctx.database.db;

const recordOf = async (sourceId: string) =>
  (await db().select().from(publicRecords).where(eq(publicRecords.sourceId, sourceId)))[0];
const listingOf = async (sourceId: string) => {
  const record = await recordOf(sourceId);
  return (await db().select().from(listings).where(eq(listings.id, record.listingId!)))[0];
};
const detail = async (storedId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/listings/${toPublicListingId(storedId)}` });
const search = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` })).json();

describe('importing the CMS nursing homes file', () => {
  it('makes each facility an unclaimed skilled-nursing listing and reports the bad row', async () => {
    const summary = await importCmsFixture(ctx.database);
    expect(summary).toMatchObject({ rows: 12, added: 11, attached: 0, changed: 0, closed: 0 });
    expect(summary.malformed).toEqual([
      { line: 13, reason: '"Overall Rating" is not 1 to 5 stars: 9' },
    ]);
    const record = await recordOf('385002');
    expect(record).toMatchObject({
      name: 'WILLAMETTE VIEW CARE CENTER',
      asOf: '2025-10-01',
      overallRating: 2,
      healthInspectionRating: 1,
      staffingRating: 2,
      qualityRating: 3,
      totalFines: 48750.25,
      abuseIcon: true,
      capacity: 64,
      phone: '(503) 555-0102',
    });
    const listing = await listingOf('385002');
    expect(listing).toMatchObject({
      unclaimed: true,
      providerId: null,
      careType: 'skilled-nursing',
      pricingStartingAt: null,
      featured: false,
      draft: false,
      lat: 45.5349,
    });
    // A ZIP whose leading zero a spreadsheet dropped; coordinates from the ZIP when none given.
    expect((await recordOf('225001')).zipCode).toBe('02108');
    const seattle = await listingOf('505001');
    expect(seattle.lat).toBeCloseTo(47.6, 0);
  });

  it('shows the record in the listing detail and the listing in place search', async () => {
    await importCmsFixture(ctx.database);
    const listing = await listingOf('385001');
    const body = (await detail(listing.id)).json();
    expect(body.unclaimed).toBe(true);
    expect(body.pricing.startingAt).toBeNull();
    expect(body.publicRecord).toEqual({
      source: 'cms-nursing-homes',
      agency: 'Centers for Medicare & Medicaid Services (CMS)',
      licenceNumber: '385001',
      facilityType: 'Medicare and Medicaid',
      status: 'Certified',
      closed: false,
      capacity: 120,
      asOf: '2025-10-01',
      officialUrl: 'https://www.medicare.gov/care-compare/details/nursing-home/385001',
      cms: {
        overall: 4,
        healthInspection: 3,
        staffing: 2,
        quality: 5,
        totalFines: 0,
        abuseIcon: false,
      },
    });
    const found = await search('location=Portland%2C%20OR&type=skilled-nursing');
    expect(found.listings.map((l: { title: string }) => l.title)).toEqual(
      expect.arrayContaining([
        'ROSE CITY NURSING AND REHABILITATION',
        'WILLAMETTE VIEW CARE CENTER',
      ]),
    );
    expect(found.listings.every((l: { featured: boolean }) => !l.featured)).toBe(true);
  });

  it('is idempotent: the same file again changes nothing', async () => {
    await importCmsFixture(ctx.database);
    const before = await db().select({ id: listings.id }).from(listings);
    const again = await importCmsFixture(ctx.database);
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 11, closed: 0 });
    expect(await db().select({ id: listings.id }).from(listings)).toHaveLength(before.length);
  });

  it('counts changed and closed records of a later file and hides the closed one', async () => {
    await importCmsFixture(ctx.database);
    const gone = await listingOf('455001');
    const later = editedCmsFixture((lines) =>
      lines
        .filter((l) => !l.startsWith('455001,'))
        .map((l) => (l.startsWith('385001,') ? l.replace(',4,3,5,2,', ',3,3,5,2,') : l))
        .map((l) => l.replace(/2025-10-01$/, '2025-11-01')),
    );
    const summary = await importPublicRecords(ctx.database, {
      source: 'cms-nursing-homes',
      input: later,
    });
    expect(summary).toMatchObject({ added: 0, changed: 1, unchanged: 9, closed: 1 });
    expect(await recordOf('385001')).toMatchObject({ overallRating: 3, asOf: '2025-11-01' });
    expect(await recordOf('455001')).toMatchObject({ closed: true });
    expect((await detail(gone.id)).statusCode).toBe(404);
    const found = await search('location=Austin%2C%20TX');
    expect(found.listings.map((l: { id: string }) => l.id)).not.toContain(
      toPublicListingId(gone.id),
    );
  });

  it('attaches a record to the listing that is the same community instead of adding one', async () => {
    const provider = await createUser(ctx.app, { type: 'provider', company: 'Mile High' });
    const own = await insertListing(db(), provider.id, {
      title: 'Mile High Care Center',
      address: '1600 Glenarm Place',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
    });
    const summary = await importCmsFixture(ctx.database);
    expect(summary).toMatchObject({ added: 11, attached: 1 });
    expect((await recordOf('065001')).listingId).toBe(own.id);
    const body = (await detail(own.id)).json();
    expect(body).toMatchObject({ unclaimed: false, providerId: provider.id });
    expect(body.publicRecord.licenceNumber).toBe('065001');
    const unclaimedInDenver = await db()
      .select()
      .from(listings)
      .where(eq(listings.zipCode, '80202'));
    expect(unclaimedInDenver).toHaveLength(1);
  });

  it('refuses a file of another layout whole', async () => {
    await expect(
      importPublicRecords(ctx.database, {
        source: 'ca-rcfe',
        input: editedCmsFixture((l) => l),
        asOf: '2025-01-01',
      }),
    ).rejects.toThrow(/not the ca-rcfe layout: no column "Facility Number"/);
  });
});

describe('importing the California RCFE file', () => {
  it('lists licensed facilities as assisted living and keeps closed and pending ones hidden', async () => {
    const summary = await importCaFixture(ctx.database);
    expect(summary).toMatchObject({ rows: 12, added: 11, changed: 0, closed: 0 });
    expect(summary.malformed).toEqual([
      { line: 11, reason: '"Facility Capacity" is not a whole number: "six"' },
    ]);
    const licensed = await listingOf('347001001');
    expect(licensed).toMatchObject({ careType: 'assisted-living', unclaimed: true, draft: false });
    expect(await recordOf('015001006')).toMatchObject({ name: 'LAKE MERRITT ASSISTED LIVING' });
    const closed = await listingOf('107001007');
    expect(closed.draft).toBe(true);
    expect(await recordOf('107001007')).toMatchObject({ status: 'CLOSED', closed: true });
    expect((await listingOf('198001009')).draft).toBe(true);
    expect((await detail(closed.id)).statusCode).toBe(404);
    const body = (await detail(licensed.id)).json();
    expect(body.publicRecord).toMatchObject({
      agency: 'California Department of Social Services, Community Care Licensing Division',
      licenceNumber: '347001001',
      status: 'LICENSED',
      capacity: 48,
      asOf: '2025-05-25',
      officialUrl: 'https://www.ccld.dss.ca.gov/carefacilitysearch/FacDetail/347001001',
      cms: null,
    });
    expect(body.contact.phone).toBe('(916) 555-0201');
  });

  it('needs the date the file speaks for', async () => {
    await expect(
      importPublicRecords(ctx.database, { source: 'ca-rcfe', input: editedCmsFixture((l) => l) }),
    ).rejects.toThrow(/--as-of/);
  });
});
