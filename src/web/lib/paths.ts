// Every route of SPEC §2, in one place. Build links with these rather than string literals.

export const paths = {
  home: '/',
  browse: '/browse',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
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

/** The sections of the Resources hub; each has its own article route. */
export type ResourceSection = keyof typeof RESOURCE_ARTICLE_SECTIONS;

/** /resources/{section}/{slug}: one article of the Resources hub. */
export const resourceArticlePath = (section: ResourceSection, slug: string) =>
  `/resources/${section}/${encodeURIComponent(slug)}`;

/** /browse filtered to one or more care types (repeated `type` parameters, SPEC §2). */
export const browseByTypePath = (types: readonly string[]) =>
  `/browse?${types.map((type) => `type=${encodeURIComponent(type)}`).join('&')}`;

/** The /auth page opened on its Sign Up tab. */
export const signUpPath = '/auth?tab=signup';
