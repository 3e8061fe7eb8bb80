import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  admins,
  listingClaims,
  favorites,
  reports,
  reviewReplies,
  reviews,
  savedSearches,
  tourRequests,
  websiteReviews,
} from '#server/db/schema/index.ts';
import { seedSampleListings } from '#server/db/seed.ts';
import { insertRecordFixture } from './public-records.ts';
import { hashAccessToken } from '#server/modules/tour-requests/tour-request-links.ts';
import { unsubscribeToken } from '#server/modules/saved-searches/unsubscribe-token.ts';
import { authHeaders, createUser, type TestUser } from './auth.ts';
import { insertListing, insertSubscription } from './factories.ts';
import { pngImage } from './multipart.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from './test-app.ts';

/** The six kinds of caller every route is tried with. */
export const ACTORS = [
  'visitor',
  'seeker',
  'providerA',
  'providerB',
  'unsubscribed',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'visitor'>;

export interface World {
  ctx: TestContext;
  users: Record<SignedInActor, TestUser>;
  /** Provider A (Basic, active) owns listingA, which has one stored image. */
  listingA: string;
  /** Provider B (Premium, active) owns listingB; the seeker reviewed it. */
  listingB: string;
  imageKeyA: string;
  seekerReviewId: string;
  /** Provider A's review of listingB, which provider B answered; the seeker reported it. */
  repliedReviewId: string;
  /** The seeker's open report of repliedReviewId. */
  openReportId: string;
  /** The seeker's (signed-in) tour request for listingA. */
  tourRequestA: string;
  /** The private-link token of a signed-out family's tour request for listingA. */
  visitorTourLinkA: string;
  /** The seeker's saved search (daily e-mails) and its signed unsubscribe token. */
  savedSearchSeeker: string;
  savedSearchUnsubscribe: string;
  /** A listing made from a public record, not yet claimed; provider B has a pending claim of it. */
  unclaimedListing: string;
  pendingClaimId: string;
  png: Buffer;
}

/**
 * Signs the five accounts up once per file (hashing passwords is the slow part). The admin is a
 * family account granted the role the way the command line does (scripts/admin.mjs).
 */
export async function createActors(ctx: TestContext): Promise<Record<SignedInActor, TestUser>> {
  const admin = await createUser(ctx.app, { name: 'Ada Admin' });
  await ctx.database.db.insert(admins).values({ userId: admin.id });
  return {
    seeker: await createUser(ctx.app, { name: 'Sam Seeker' }),
    providerA: await createUser(ctx.app, { type: 'provider', company: 'Alpha Care' }),
    providerB: await createUser(ctx.app, { type: 'provider', company: 'Beta Care' }),
    unsubscribed: await createUser(ctx.app, { type: 'provider', company: 'Gamma Care' }),
    admin,
  };
}

const VISITOR_TOUR_LINK = 'fixture-visitor-link-0123456789abcdefghijklmnopq';

// Accounts and sessions survive a reset; everything they own is rebuilt.
const KEEP = new Set(['user', 'session', 'account', 'verification', 'profiles', 'admins']);

/** Empties every table but the accounts and rebuilds the same fixtures. */
export async function resetWorld(
  ctx: TestContext,
  users: Record<SignedInActor, TestUser>,
): Promise<World> {
  const { db } = ctx.database;
  const result = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = result.rows.map((r) => r.table_name).filter((t) => !KEEP.has(t));
  await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} CASCADE`));
  await seedSampleListings(db);

  const png = await pngImage();
  const imageKeyA = `listings/${users.providerA.id}/fixture.png`;
  await ctx.storage.put(imageKeyA, png, 'image/png');
  await insertSubscription(db, users.providerA.id, 'Basic');
  await insertSubscription(db, users.providerB.id, 'Premium');
  const listingA = await insertListing(db, users.providerA.id, {
    title: 'Alpha Meadows',
    images: [ctx.storage.publicUrl(imageKeyA)],
  });
  const listingB = await insertListing(db, users.providerB.id, { title: 'Beta Gardens' });
  const [review] = await db
    .insert(reviews)
    .values({ listingId: listingB.id, userId: users.seeker.id, rating: 4, title: 'Kind staff' })
    .returning();
  const [replied] = await db
    .insert(reviews)
    .values({ listingId: listingB.id, userId: users.providerA.id, rating: 1, comment: 'Awful' })
    .returning();
  await db
    .insert(reviewReplies)
    .values({ reviewId: replied.id, providerId: users.providerB.id, text: 'Sorry to hear it' });
  const [report] = await db
    .insert(reports)
    .values({ reporterId: users.seeker.id, reviewId: replied.id, reason: 'fake' })
    .returning();
  await db.insert(websiteReviews).values({ userId: users.seeker.id, rating: 5, title: 'Helpful' });
  await db.insert(favorites).values({ userId: users.seeker.id, listingId: listingA.id });
  const [tour] = await db
    .insert(tourRequests)
    .values({
      listingId: listingA.id,
      userId: users.seeker.id,
      name: 'Sam Seeker',
      email: 'sam.fixture@example.com',
      phone: '(503) 555-0100',
      preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      timeOfDay: 'afternoon',
      visitors: 2,
      contactPreference: 'phone',
      clientKey: 'fixture',
    })
    .returning();
  await db.insert(tourRequests).values({
    listingId: listingA.id,
    userId: null,
    name: 'Vera Visitor',
    email: 'vera.fixture@example.com',
    preferredDate: new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10),
    timeOfDay: 'morning',
    visitors: 1,
    contactPreference: 'email',
    clientKey: 'fixture',
    accessTokenHash: hashAccessToken(VISITOR_TOUR_LINK),
  });
  const [saved] = await db
    .insert(savedSearches)
    .values({
      userId: users.seeker.id,
      name: 'Near Mom',
      query: '',
      frequency: 'daily',
      shape: '{}',
      filterValues: {},
    })
    .returning();
  const unclaimed = await insertRecordFixture(db);
  const [claim] = await db
    .insert(listingClaims)
    .values({ listingId: unclaimed.id, providerId: users.providerB.id })
    .returning();
  return {
    ctx,
    users,
    savedSearchSeeker: saved.id,
    savedSearchUnsubscribe: unsubscribeToken(ctx.app.deps.config.secret, saved.id),
    unclaimedListing: unclaimed.id,
    pendingClaimId: claim.id,
    listingA: listingA.id,
    listingB: listingB.id,
    imageKeyA,
    seekerReviewId: review.id,
    repliedReviewId: replied.id,
    openReportId: report.id,
    tourRequestA: tour.id,
    visitorTourLinkA: VISITOR_TOUR_LINK,
    png,
  };
}

export type ActorApp = { ctx: TestContext; users: Record<SignedInActor, TestUser> };

/**
 * One app and the four signed-in accounts for the whole test file (hashing passwords is slow),
 * filled in by the beforeAll hook this registers; closed after the file.
 */
export function appWithActors(): ActorApp {
  const file = {} as ActorApp;
  beforeAll(async () => {
    file.ctx = await createTestApp();
    file.users = await createActors(file.ctx);
  });
  afterAll(() => file.ctx.close());
  return file;
}

/** The headers that make a request come from `actor`: a visitor sends only the site's origin. */
export function actorHeaders(file: ActorApp, actor: Actor) {
  return actor === 'visitor' ? { origin: TEST_ORIGIN } : authHeaders(file.users[actor]);
}

/**
 * A test file's setup: appWithActors, and the same fresh fixtures before each test, handed to
 * `use` (register this before the file's own hooks).
 */
export function freshWorldPerTest(use: (world: World) => void) {
  const file = appWithActors();
  beforeEach(async () => use(await resetWorld(file.ctx, file.users)));
}
