import {
  LISTING_MAXIMUMS,
  REPLY_LIMITS,
  REPORT_LIMITS,
  REVIEW_LIMITS,
  SAVED_SEARCH_LIMITS,
  TEXT_LIMITS,
  TOUR_REQUEST_LIMITS,
} from '#shared/constants.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import type { Actor, World } from '#tests/helpers/world.ts';

/**
 * Every endpoint that reads a JSON body or a query string, with a valid example the fuzzer
 * mutates. Adding such an endpoint? Add a target here (the test fails until you do).
 */
export interface FuzzTarget {
  /** "METHOD /url" as registered (better-auth paths as served under /api/auth/*). */
  route: string;
  as: Actor;
  url(w: World): string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** The body's text fields with a maximum length: anything longer must be refused. */
  limits?: Record<string, number>;
}

const review = { rating: 4, title: 'Lovely', comment: 'Kind and attentive staff' };
const reviewLimits = { title: REVIEW_LIMITS.title, comment: REVIEW_LIMITS.comment };
const listingLimits = {
  title: LISTING_MAXIMUMS.title,
  description: LISTING_MAXIMUMS.description,
  address: LISTING_MAXIMUMS.address,
  city: LISTING_MAXIMUMS.city,
  state: LISTING_MAXIMUMS.state,
  zipCode: LISTING_MAXIMUMS.zip,
  pricingNote: LISTING_MAXIMUMS.pricingNote,
  careFeeNote: LISTING_MAXIMUMS.careFeeNote,
  contactPhoneNumber: TEXT_LIMITS.phone,
  contactEmailAddress: TEXT_LIMITS.email,
};

export const FUZZ_TARGETS: FuzzTarget[] = [
  {
    route: 'GET /api/listings',
    as: 'visitor',
    url: () => '/api/listings',
    query: {
      location: 'Portland',
      type: 'memory-care',
      minPrice: '1000',
      maxPrice: '9000',
      zip: '97214',
      lat: '45.5',
      lng: '-122.6',
      radius: '25',
      page: '1',
      pageSize: '12',
      sort: 'distance',
      amenity: 'WiFi',
      room: 'private',
      payment: 'medicaid',
      bbox: '-123,45,-122,46',
    },
  },
  {
    route: 'GET /api/listings/points',
    as: 'visitor',
    url: () => '/api/listings/points',
    query: {
      location: 'Portland',
      type: 'assisted-living',
      minPrice: '1000',
      maxPrice: '9000',
      radius: '25',
      amenity: 'WiFi',
      bbox: '-123,45,-122,46',
    },
  },
  {
    route: 'GET /api/places',
    as: 'visitor',
    url: () => '/api/places',
    query: { q: 'Seattle, WA' },
  },
  {
    route: 'GET /api/me/tour-requests',
    as: 'seeker',
    url: () => '/api/me/tour-requests',
    query: { listingId: '00000000-0000-4000-8000-000000000001' },
  },
  {
    route: 'POST /api/saved-searches',
    as: 'seeker',
    url: () => '/api/saved-searches',
    body: { name: 'Near Mom', query: 'location=Seattle&type=memory-care', frequency: 'daily' },
    limits: { name: SAVED_SEARCH_LIMITS.name, query: SAVED_SEARCH_LIMITS.query },
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    as: 'seeker',
    url: (w) => `/api/saved-searches/${w.savedSearchSeeker}`,
    body: { name: 'Renamed', frequency: 'weekly' },
    limits: { name: SAVED_SEARCH_LIMITS.name },
  },
  {
    route: 'GET /api/saved-searches/unsubscribe',
    as: 'visitor',
    url: () => '/api/saved-searches/unsubscribe',
    query: { token: 'x.y' },
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    as: 'visitor',
    url: () => '/api/saved-searches/unsubscribe',
    body: { token: 'x.y' },
  },
  {
    route: 'GET /api/compare',
    as: 'visitor',
    url: () => '/api/compare',
    query: {
      ids: '00000000-0000-0000-0000-000000000001,4f3c2a1b-0000-4000-8000-000000000abc',
      near: 'Seattle, WA',
    },
  },
  {
    route: 'GET /api/city-pages',
    as: 'visitor',
    url: () => '/api/city-pages',
    query: { type: 'assisted-living' },
  },
  {
    route: 'GET /api/website-reviews',
    as: 'visitor',
    url: () => '/api/website-reviews',
    query: { minRating: '4', limit: '10', page: '1' },
  },
  {
    route: 'PATCH /api/me',
    as: 'seeker',
    url: () => '/api/me',
    body: { name: 'Sam Seeker', phone: '5035550100' },
    limits: { name: TEXT_LIMITS.name, phone: TEXT_LIMITS.phone },
  },
  {
    route: 'POST /api/newsletter',
    as: 'visitor',
    url: () => '/api/newsletter',
    body: { email: 'family@example.com' },
    limits: { email: TEXT_LIMITS.email },
  },
  {
    route: 'POST /api/website-reviews',
    as: 'providerA',
    url: () => '/api/website-reviews',
    body: review,
    limits: reviewLimits,
  },
  {
    route: 'PUT /api/website-reviews/mine',
    as: 'seeker',
    url: () => '/api/website-reviews/mine',
    body: review,
    limits: reviewLimits,
  },
  {
    route: 'POST /api/listings/:id/reviews',
    as: 'seeker',
    url: (w) => `/api/listings/${w.listingA}/reviews`,
    body: review,
    limits: reviewLimits,
  },
  {
    route: 'PUT /api/reviews/:reviewId',
    as: 'seeker',
    url: (w) => `/api/reviews/${w.seekerReviewId}`,
    body: review,
    limits: reviewLimits,
  },
  {
    route: 'POST /api/reviews/:reviewId/reply',
    as: 'providerB',
    url: (w) => `/api/reviews/${w.seekerReviewId}/reply`,
    body: { text: 'Thank you for telling us.' },
    limits: { text: REPLY_LIMITS.text },
  },
  {
    route: 'PUT /api/reviews/:reviewId/reply',
    as: 'providerB',
    url: (w) => `/api/reviews/${w.repliedReviewId}/reply`,
    body: { text: 'We are sorry to hear it.' },
    limits: { text: REPLY_LIMITS.text },
  },
  {
    route: 'POST /api/reviews/:reviewId/reports',
    as: 'providerB',
    url: (w) => `/api/reviews/${w.seekerReviewId}/reports`,
    body: { reason: 'personal-information', details: 'It names a nurse.' },
    limits: { details: REPORT_LIMITS.details },
  },
  {
    route: 'POST /api/listings/:id/reports',
    as: 'seeker',
    url: (w) => `/api/listings/${w.listingA}/reports`,
    body: { reason: 'wrong-information', details: 'The price is out of date.' },
    limits: { details: REPORT_LIMITS.details },
  },
  {
    route: 'POST /api/admin/reports/:reportId/decision',
    as: 'admin',
    url: (w) => `/api/admin/reports/${w.openReportId}/decision`,
    body: { decision: 'keep', reason: 'First-hand and within the rules.' },
    limits: { reason: REPORT_LIMITS.reason },
  },
  {
    route: 'POST /api/admin/claims/:claimId/decision',
    as: 'admin',
    url: (w) => `/api/admin/claims/${w.pendingClaimId}/decision`,
    body: { decision: 'reject' },
  },
  {
    route: 'POST /api/listings/:id/inquiries',
    as: 'visitor',
    url: (w) => `/api/listings/${w.listingA}/inquiries`,
    body: { kind: 'schedule' },
  },
  {
    route: 'POST /api/listings/:id/tour-requests',
    as: 'visitor',
    url: (w) => `/api/listings/${w.listingA}/tour-requests`,
    body: {
      name: 'Fuzzy Family',
      email: 'fuzzy.tour@example.com',
      phone: '5035550100',
      preferredDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      timeOfDay: 'evening',
      visitors: 3,
      message: 'Is there parking for visitors?',
      contactPreference: 'phone',
      website: '',
    },
    limits: {
      name: TOUR_REQUEST_LIMITS.name,
      email: TEXT_LIMITS.email,
      phone: TEXT_LIMITS.phone,
      message: TOUR_REQUEST_LIMITS.message,
    },
  },
  {
    route: 'PATCH /api/provider/tour-requests/:requestId',
    as: 'providerA',
    url: (w) => `/api/provider/tour-requests/${w.tourRequestA}`,
    body: { status: 'tour-scheduled' },
  },
  {
    route: 'POST /api/billing/checkout',
    as: 'unsubscribed',
    url: () => '/api/billing/checkout',
    body: { plan: 'Premium' },
  },
  {
    route: 'PUT /api/subscription',
    as: 'unsubscribed',
    url: () => '/api/subscription',
    body: { plan: 'Basic' },
  },
  {
    route: 'POST /api/provider/listings',
    as: 'providerB',
    url: () => '/api/provider/listings',
    body: listingBody({
      capacity: 40,
      roomPrices: [{ roomType: 'studio', minPrice: 3900, maxPrice: 4600 }],
      careFeeNote: 'Care levels from $400 a month',
    }),
    limits: listingLimits,
  },
  {
    route: 'PUT /api/provider/listings/:id',
    as: 'providerA',
    url: (w) => `/api/provider/listings/${w.listingA}`,
    body: { ...listingBody(), images: [] },
    limits: listingLimits,
  },
  {
    route: 'POST /api/auth/sign-up/email',
    as: 'visitor',
    url: () => '/api/auth/sign-up/email',
    body: {
      name: 'Fuzzy Family',
      email: 'fuzzy@example.com',
      password: 'violet-harbor-lantern-42',
      type: 'provider',
      company: 'Fuzz Care',
    },
    limits: { name: TEXT_LIMITS.name, company: TEXT_LIMITS.company, email: TEXT_LIMITS.email },
  },
  {
    route: 'POST /api/auth/sign-in/email',
    as: 'visitor',
    url: () => '/api/auth/sign-in/email',
    body: { email: 'nobody@example.com', password: 'violet-harbor-lantern-42' },
  },
  {
    route: 'POST /api/auth/request-password-reset',
    as: 'visitor',
    url: () => '/api/auth/request-password-reset',
    body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
  },
  {
    route: 'POST /api/auth/reset-password',
    as: 'visitor',
    url: () => '/api/auth/reset-password',
    body: { newPassword: 'violet-harbor-lantern-42', token: 'not-a-real-token' },
  },
  {
    route: 'POST /api/auth/sign-in/social',
    as: 'visitor',
    url: () => '/api/auth/sign-in/social',
    body: { provider: 'google', callbackURL: '/profile' },
  },
  {
    route: 'POST /api/auth/send-verification-email',
    as: 'visitor',
    url: () => '/api/auth/send-verification-email',
    body: { email: 'nobody@example.com', callbackURL: '/email-verified' },
  },
  {
    // The current password is never right, so the fuzzer cannot lock the seeker out.
    route: 'POST /api/auth/change-password',
    as: 'seeker',
    url: () => '/api/auth/change-password',
    body: { currentPassword: 'not-the-password', newPassword: 'violet-harbor-lantern-42' },
  },
];

/** Path parameters get the same treatment: any text where an id belongs. */
export const PATH_TARGETS: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; as: Actor; url: string }[] =
  [
    { method: 'GET', as: 'visitor', url: '/api/listings/{}' },
    { method: 'GET', as: 'visitor', url: '/api/listings/{}/reviews' },
    { method: 'POST', as: 'visitor', url: '/api/listings/{}/views' },
    { method: 'PUT', as: 'seeker', url: '/api/favorites/{}' },
    { method: 'DELETE', as: 'seeker', url: '/api/reviews/{}' },
    { method: 'DELETE', as: 'providerB', url: '/api/reviews/{}/reply' },
    { method: 'POST', as: 'seeker', url: '/api/reviews/{}/reports' },
    { method: 'POST', as: 'seeker', url: '/api/listings/{}/reports' },
    { method: 'POST', as: 'admin', url: '/api/admin/reports/{}/decision' },
    { method: 'POST', as: 'providerA', url: '/api/listings/{}/claims' },
    { method: 'POST', as: 'admin', url: '/api/admin/claims/{}/decision' },
    { method: 'GET', as: 'providerA', url: '/api/provider/listings/{}' },
    { method: 'DELETE', as: 'providerA', url: '/api/provider/listings/{}' },
    { method: 'POST', as: 'providerA', url: '/api/provider/listings/{}/prices/confirm' },
    { method: 'GET', as: 'visitor', url: '/media/{}' },
    { method: 'POST', as: 'seeker', url: '/api/me/tour-requests/{}/withdrawal' },
    { method: 'POST', as: 'visitor', url: '/api/listings/{}/tour-requests' },
    { method: 'GET', as: 'visitor', url: '/api/tour-requests/by-link/{}' },
    { method: 'POST', as: 'visitor', url: '/api/tour-requests/by-link/{}/withdrawal' },
  ];
