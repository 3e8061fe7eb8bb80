import { expect } from 'vitest';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { multipartFile } from '#tests/helpers/multipart.ts';
import type { Actor, SignedInActor, World } from '#tests/helpers/world.ts';

/**
 * THE AUTHORIZATION MATRIX — one row per registered route (more rows per route are welcome).
 *
 * Adding a route? Add a row here: `route` is "METHOD /url" exactly as registered, `request`
 * builds the call against the shared fixtures (tests/helpers/world.ts), and `expect` says which
 * status each caller gets. The test signs each caller in, sends the request, checks the status,
 * and for every refused write proves the database and stored files did not change.
 * Callers: visitor (signed out), seeker, providerA (Basic, owns listingA), providerB (Premium,
 * owns listingB, a stranger to A's data), unsubscribed (a provider without a subscription), admin
 * (a family account granted the admin role from the command line).
 */
export interface MatrixRow {
  route: string;
  /** Tells apart several rows of one route. */
  label?: string;
  request(w: World): {
    url: string;
    payload?: object | Buffer | string;
    headers?: Record<string, string>;
  };
  expect: Record<Actor, number>;
  /** Extra checks on a successful answer, e.g. that a caller sees only their own data. */
  check?(actor: Actor, body: unknown, w: World): void;
}

const everyone = (status: number): Record<Actor, number> => ({
  visitor: status,
  seeker: status,
  providerA: status,
  providerB: status,
  unsubscribed: status,
  admin: status,
});
const signedIn = (status: number) => ({ ...everyone(status), visitor: 401 });
const providers = (status: number) => ({ ...signedIn(status), seeker: 403, admin: 403 });
/** The moderation console: admins only, whatever else the caller is. */
const adminOnly = (status: number) => ({ ...signedIn(403), admin: status });
/** Provider B owns listingB, whose reviews the reply rows use. */
const listingBOwner = (status: number) => ({ ...providers(403), providerB: status });
/** Provider A's own listing: strangers get 404, never a hint that it exists. */
const ownerOnly = (status: number) => ({
  ...providers(404),
  providerA: status,
});

const at = (url: string) => () => ({ url });
const avatar = (w: World) => ({ url: '/api/me/avatar', ...upload(w) });
function upload(w: World) {
  const { payload, contentType } = multipartFile(w.png);
  return { payload, headers: { 'content-type': contentType } };
}
/** Each matrix tour request says something new, so none is taken for a repeat of the last. */
let tourRequestCount = 0;
const review = { rating: 2, title: 'Changed', comment: 'Changed by the matrix' };
const report = { reason: 'offensive', details: 'Reported by the matrix' };

export const MATRIX: MatrixRow[] = [
  // System, docs and media: public reads.
  { route: 'GET /api/health', request: at('/api/health'), expect: everyone(200) },
  {
    route: 'GET /api/health/detail',
    request: at('/api/health/detail'),
    expect: everyone(200),
    // Counts only: nothing of a job (an address, a subject) is shown.
    check: (_actor, body) => expect(Object.keys((body as { jobs: object }).jobs)).toHaveLength(4),
  },
  { route: 'GET /api/config', request: at('/api/config'), expect: everyone(200) },
  // Crawling: public to everyone (tests/api/seo-crawling.test.ts).
  { route: 'GET /robots.txt', request: at('/robots.txt'), expect: everyone(200) },
  { route: 'GET /sitemap.xml', request: at('/sitemap.xml'), expect: everyone(200) },
  { route: 'GET /sitemaps/:name', request: at('/sitemaps/pages.xml'), expect: everyone(200) },
  { route: 'GET /api/docs', request: at('/api/docs'), expect: everyone(200) },
  { route: 'GET /api/docs/json', request: at('/api/docs/json'), expect: everyone(200) },
  { route: 'GET /api/docs/yaml', request: at('/api/docs/yaml'), expect: everyone(200) },
  {
    route: 'GET /api/docs/static/index.html',
    request: at('/api/docs/static/index.html'),
    // swagger-ui sends the page's own address to /api/docs.
    expect: everyone(302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: at('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/docs/static/*',
    request: at('/api/docs/static/swagger-ui.css'),
    expect: everyone(200),
  },
  {
    route: 'GET /media/*',
    request: (w) => ({ url: `/media/${w.imageKeyA}` }),
    expect: everyone(200),
  },

  // better-auth behind one wildcard: a read, a refused credential write, a disabled path.
  { route: 'GET /api/auth/*', request: at('/api/auth/get-session'), expect: everyone(200) },
  {
    route: 'POST /api/auth/*',
    label: 'wrong password',
    request: (w) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: w.users.seeker.email, password: 'not-the-password' },
    }),
    expect: everyone(401),
  },
  {
    route: 'POST /api/auth/*',
    label: 'update-user is disabled (type and company never change)',
    request: () => ({ url: '/api/auth/update-user', payload: { type: 'provider', name: 'X' } }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/auth/*',
    label: 'change-password with a wrong current password',
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'wrong-password-1', newPassword: 'a-brand-new-secret-42' },
    }),
    expect: signedIn(400),
  },

  // Profile.
  { route: 'GET /api/me', request: at('/api/me'), expect: signedIn(200) },
  {
    route: 'PATCH /api/me',
    request: () => ({ url: '/api/me', payload: { name: 'Renamed Person', phone: '' } }),
    expect: signedIn(200),
  },
  { route: 'POST /api/me/avatar', request: avatar, expect: signedIn(200) },

  // Public listings, reviews, newsletter, analytics events.
  { route: 'GET /api/listings', request: at('/api/listings'), expect: everyone(200) },
  {
    route: 'GET /api/map/outlines/:layer',
    request: at('/api/map/outlines/states'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/listings/points',
    request: at('/api/listings/points?bbox=-125,24,-66,50'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/city-pages/:careType/:state/:city',
    request: at('/api/city-pages/assisted-living/or/portland'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/city-pages',
    request: at('/api/city-pages?type=memory-care'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/places',
    request: at('/api/places?q=Seat'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/compare',
    request: (w) => ({ url: `/api/compare?ids=${w.listingA},${w.listingB}&near=Seattle` }),
    expect: everyone(200),
    // The same comparison for every caller: both communities, nothing personal.
    check: (_actor, body) => expect((body as { listings: unknown[] }).listings).toHaveLength(2),
  },
  {
    route: 'GET /api/listings/:id',
    request: (w) => ({ url: `/api/listings/${w.listingA}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/newsletter',
    request: () => ({ url: '/api/newsletter', payload: { email: 'news@example.com' } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/listings/:id/views',
    request: (w) => ({ url: `/api/listings/${w.listingA}/views` }),
    expect: everyone(204),
  },
  {
    route: 'POST /api/listings/:id/inquiries',
    request: (w) => ({ url: `/api/listings/${w.listingA}/inquiries`, payload: { kind: 'call' } }),
    expect: everyone(204),
  },
  { route: 'GET /api/website-reviews', request: at('/api/website-reviews'), expect: everyone(200) },
  {
    route: 'GET /api/website-reviews/mine',
    request: at('/api/website-reviews/mine'),
    expect: signedIn(200),
    check: (actor, body) => {
      if (actor !== 'seeker' && body !== null) throw new Error(`${actor} saw another's review`);
    },
  },
  {
    route: 'POST /api/website-reviews',
    request: () => ({ url: '/api/website-reviews', payload: review }),
    // The seeker already wrote one.
    expect: { ...signedIn(201), seeker: 409 },
  },
  {
    route: 'PUT /api/website-reviews/mine',
    request: () => ({ url: '/api/website-reviews/mine', payload: review }),
    expect: { ...signedIn(404), seeker: 200 },
  },
  {
    route: 'GET /api/listings/:id/reviews',
    request: (w) => ({ url: `/api/listings/${w.listingB}/reviews` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/listings/:id/reviews/mine',
    request: (w) => ({ url: `/api/listings/${w.listingB}/reviews/mine` }),
    expect: signedIn(200),
    check: (actor, body, w) => {
      const author = (body as { userId: string } | null)?.userId;
      if (author !== undefined && author !== w.users[actor as SignedInActor].id)
        throw new Error(`${actor} saw another's review`);
    },
  },
  {
    route: 'POST /api/listings/:id/reviews',
    request: (w) => ({ url: `/api/listings/${w.listingA}/reviews`, payload: review }),
    // A provider may not review their own listing.
    expect: { ...signedIn(201), providerA: 403 },
  },
  {
    route: 'PUT /api/reviews/:reviewId',
    request: (w) => ({ url: `/api/reviews/${w.seekerReviewId}`, payload: review }),
    expect: { ...signedIn(403), seeker: 200 },
  },
  {
    route: 'DELETE /api/reviews/:reviewId',
    request: (w) => ({ url: `/api/reviews/${w.seekerReviewId}` }),
    expect: { ...signedIn(403), seeker: 204 },
  },

  // Replies: the listing's provider only (listingB is provider B's); reports: anyone signed in, once.
  {
    route: 'POST /api/reviews/:reviewId/reply',
    request: (w) => ({
      url: `/api/reviews/${w.seekerReviewId}/reply`,
      payload: { text: 'Thanks' },
    }),
    expect: listingBOwner(201),
  },
  {
    route: 'PUT /api/reviews/:reviewId/reply',
    request: (w) => ({ url: `/api/reviews/${w.repliedReviewId}/reply`, payload: { text: 'Edit' } }),
    expect: listingBOwner(200),
  },
  {
    route: 'DELETE /api/reviews/:reviewId/reply',
    request: (w) => ({ url: `/api/reviews/${w.repliedReviewId}/reply` }),
    expect: listingBOwner(204),
  },
  {
    route: 'POST /api/reviews/:reviewId/reports',
    request: (w) => ({ url: `/api/reviews/${w.repliedReviewId}/reports`, payload: report }),
    // The seeker already reported it.
    expect: { ...signedIn(201), seeker: 409 },
  },
  {
    route: 'POST /api/listings/:id/reports',
    request: (w) => ({ url: `/api/listings/${w.listingA}/reports`, payload: report }),
    expect: signedIn(201),
  },

  // The moderation console: admins only.
  {
    route: 'GET /api/admin/reports',
    request: at('/api/admin/reports'),
    expect: adminOnly(200),
    check: (_actor, body, w) => {
      const ids = (body as { reports: { id: string }[] }).reports.map((r) => r.id);
      if (!ids.includes(w.openReportId)) throw new Error('the open report is missing');
    },
  },
  { route: 'GET /api/admin/actions', request: at('/api/admin/actions'), expect: adminOnly(200) },
  {
    route: 'POST /api/admin/reports/:reportId/decision',
    request: (w) => ({
      url: `/api/admin/reports/${w.openReportId}/decision`,
      payload: { decision: 'remove', reason: 'Not a first-hand experience' },
    }),
    expect: adminOnly(200),
  },

  // Claiming an unclaimed listing: providers ask, admins decide (docs/decisions/043).
  {
    route: 'POST /api/listings/:id/claims',
    request: (w) => ({ url: `/api/listings/${w.unclaimedListing}/claims`, payload: {} }),
    expect: { ...providers(201), providerB: 409 },
  },
  {
    route: 'GET /api/admin/claims',
    request: at('/api/admin/claims'),
    expect: adminOnly(200),
    check: (_actor, body, w) => {
      const ids = (body as { claims: { id: string }[] }).claims.map((c) => c.id);
      if (!ids.includes(w.pendingClaimId)) throw new Error('the pending claim is missing');
    },
  },
  {
    route: 'POST /api/admin/claims/:claimId/decision',
    request: (w) => ({
      url: `/api/admin/claims/${w.pendingClaimId}/decision`,
      payload: { decision: 'approve' },
    }),
    expect: adminOnly(200),
  },

  // Favourites are per person.
  {
    route: 'GET /api/favorites',
    request: at('/api/favorites'),
    expect: signedIn(200),
    check: (actor, body, w) => {
      const ids = (body as { listingIds: string[] }).listingIds;
      if (actor !== 'seeker' && ids.includes(w.listingA))
        throw new Error(`${actor} saw favourites`);
    },
  },
  {
    route: 'PUT /api/favorites/:listingId',
    request: (w) => ({ url: `/api/favorites/${w.listingB}` }),
    expect: signedIn(204),
  },
  {
    route: 'DELETE /api/favorites/:listingId',
    request: (w) => ({ url: `/api/favorites/${w.listingA}` }),
    expect: signedIn(204),
  },

  // Saved searches are per person; someone else's answers 404 (docs/decisions/045).
  {
    route: 'GET /api/saved-searches',
    request: at('/api/saved-searches'),
    expect: signedIn(200),
    check: (actor, body) => {
      const count = (body as { searches: unknown[] }).searches.length;
      if (actor !== 'seeker' && count > 0) throw new Error(`${actor} saw saved searches`);
    },
  },
  {
    route: 'POST /api/saved-searches',
    request: () => ({
      url: '/api/saved-searches',
      payload: { name: 'Matrix', query: 'type=memory-care', frequency: 'weekly' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    request: (w) => ({
      url: `/api/saved-searches/${w.savedSearchSeeker}`,
      payload: { name: 'Renamed' },
    }),
    expect: { ...signedIn(404), seeker: 200 },
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    request: (w) => ({ url: `/api/saved-searches/${w.savedSearchSeeker}` }),
    expect: { ...signedIn(404), seeker: 204 },
  },
  // The e-mailed unsubscribe link: its signed token, not a session, is the credential.
  {
    route: 'GET /api/saved-searches/unsubscribe',
    request: (w) => ({ url: `/api/saved-searches/unsubscribe?token=${w.savedSearchUnsubscribe}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    request: (w) => ({
      url: '/api/saved-searches/unsubscribe',
      payload: { token: w.savedSearchUnsubscribe },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    label: 'a token that was not signed with the secret',
    request: (w) => ({
      url: '/api/saved-searches/unsubscribe',
      payload: { token: `${w.savedSearchSeeker}.forged` },
    }),
    expect: everyone(404),
  },

  // Provider area.
  { route: 'GET /api/subscription', request: at('/api/subscription'), expect: providers(200) },
  {
    route: 'GET /api/provider/capabilities',
    request: at('/api/provider/capabilities'),
    expect: providers(200),
  },
  {
    route: 'PUT /api/subscription',
    request: () => ({ url: '/api/subscription', payload: { plan: 'Premium' } }),
    expect: providers(200),
  },
  {
    route: 'DELETE /api/subscription',
    request: at('/api/subscription'),
    expect: { ...providers(200), unsubscribed: 404 },
  },
  // Billing: providers only; this app has no Stripe settings, so a provider hears 409
  // (billing.test.ts covers them with Stripe). The webhook answers by signature, not by session.
  {
    route: 'POST /api/billing/checkout',
    request: () => ({ url: '/api/billing/checkout', payload: { plan: 'Premium' } }),
    expect: providers(409),
  },
  { route: 'POST /api/billing/portal', request: at('/api/billing/portal'), expect: providers(409) },
  {
    route: 'GET /api/billing/invoices',
    request: at('/api/billing/invoices'),
    expect: providers(409),
  },
  {
    route: 'POST /api/billing/webhook',
    request: () => ({ url: '/api/billing/webhook', payload: { id: 'evt_1' } }),
    expect: everyone(409),
  },
  {
    route: 'GET /api/provider/listings',
    request: at('/api/provider/listings'),
    expect: providers(200),
    check: (actor, body, w) => {
      const ids = (body as { listings: { id: string }[] }).listings.map((l) => l.id);
      if (actor !== 'providerA' && ids.includes(w.listingA)) throw new Error(`${actor} saw A's`);
    },
  },
  {
    route: 'GET /api/provider/listings/:id',
    request: (w) => ({ url: `/api/provider/listings/${w.listingA}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/provider/listings',
    request: () => ({ url: '/api/provider/listings', payload: listingBody() }),
    expect: { ...providers(201), unsubscribed: 403 },
  },
  {
    route: 'PUT /api/provider/listings/:id',
    request: (w) => ({
      url: `/api/provider/listings/${w.listingA}`,
      payload: listingBody({ title: 'Taken Over Listing' }),
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/provider/listings/:id/prices/confirm',
    request: (w) => ({ url: `/api/provider/listings/${w.listingA}/prices/confirm` }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/provider/listings/:id',
    request: (w) => ({ url: `/api/provider/listings/${w.listingA}` }),
    expect: ownerOnly(204),
  },
  {
    route: 'POST /api/provider/listings/:id/images',
    request: (w) => ({ url: `/api/provider/listings/${w.listingA}/images`, ...upload(w) }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/provider/listings/import-samples',
    request: at('/api/provider/listings/import-samples'),
    expect: { ...providers(200), unsubscribed: 403 },
  },
  // Tour requests: anyone may ask; only the family and the listing's provider see it.
  {
    route: 'POST /api/listings/:id/tour-requests',
    request: (w) => ({
      url: `/api/listings/${w.listingA}/tour-requests`,
      payload: {
        name: 'Matrix Family',
        email: 'matrix@example.com',
        phone: '',
        preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        timeOfDay: 'morning',
        visitors: 1,
        message: `Matrix request ${(tourRequestCount += 1)}`,
        contactPreference: 'email',
      },
    }),
    // A provider cannot request a tour of their own community.
    expect: { ...everyone(201), providerA: 403 },
  },
  {
    route: 'GET /api/me/tour-requests',
    request: at('/api/me/tour-requests'),
    expect: signedIn(200),
    check: (actor, body, w) => {
      const ids = (body as { requests: { id: string }[] }).requests.map((r) => r.id);
      if (actor !== 'seeker' && ids.includes(w.tourRequestA)) throw new Error(`${actor} saw it`);
    },
  },
  {
    route: 'POST /api/me/tour-requests/:requestId/withdrawal',
    request: (w) => ({ url: `/api/me/tour-requests/${w.tourRequestA}/withdrawal` }),
    expect: { ...signedIn(404), seeker: 200 },
  },
  // A signed-out family's private link opens that one request, whoever holds it (no session).
  {
    route: 'GET /api/tour-requests/by-link/:token',
    request: (w) => ({ url: `/api/tour-requests/by-link/${w.visitorTourLinkA}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/tour-requests/by-link/:token',
    label: 'a link that opens nothing',
    request: (w) => ({ url: `/api/tour-requests/by-link/${w.visitorTourLinkA}x` }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/tour-requests/by-link/:token/withdrawal',
    request: (w) => ({ url: `/api/tour-requests/by-link/${w.visitorTourLinkA}/withdrawal` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/tour-requests/by-link/:token/withdrawal',
    label: 'a link that opens nothing',
    request: (w) => ({
      url: `/api/tour-requests/by-link/${w.visitorTourLinkA.slice(1)}/withdrawal`,
    }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/provider/tour-requests',
    request: at('/api/provider/tour-requests'),
    expect: providers(200),
    check: (actor, body, w) => {
      const ids = (body as { requests: { id: string }[] }).requests.map((r) => r.id);
      if (actor !== 'providerA' && ids.includes(w.tourRequestA))
        throw new Error(`${actor} saw A's`);
    },
  },
  {
    route: 'PATCH /api/provider/tour-requests/:requestId',
    request: (w) => ({
      url: `/api/provider/tour-requests/${w.tourRequestA}`,
      payload: { status: 'contacted' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/provider/analytics',
    request: at('/api/provider/analytics'),
    expect: { ...providers(200), unsubscribed: 403 },
  },
];
