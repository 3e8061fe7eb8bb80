// Every route of SPEC §2, in one place. Build links with these rather than string literals.

export const paths = {
  home: '/',
  browse: '/browse',
  auth: '/auth',
  profile: '/profile',
  favorites: '/favorites',
  reviews: '/reviews',
  resources: '/resources',
  service: (serviceType: string) => `/services/${encodeURIComponent(serviceType)}`,
  servicesPrefix: '/services/',
  dashboard: '/dashboard',
  createListing: '/create-listing',
  editListing: (id: string) => `/edit-listing/${encodeURIComponent(id)}`,
} as const;

/** Footer and marketing destinations whose content the spec does not show. */
export const CONTENT_PAGE_PATHS = [
  '/about',
  '/careers',
  '/press',
  '/blog',
  '/contact',
  '/provider-login',
  '/list-your-community',
  '/privacy',
  '/terms',
  '/sitemap',
  '/resources/caregiver-support',
  '/resources/moving-checklist',
  '/resources/financial-planning',
  '/resources/faq',
] as const;
export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/** Article routes under /resources; the slug names the article. */
export const RESOURCE_ARTICLE_SECTIONS = {
  guides: '/resources/guides/:slug',
  financial: '/resources/financial/:slug',
  caregiving: '/resources/caregiving/:slug',
} as const;
