// Every route of docs/product.md §2, in one place. Build links with these rather than string literals.
import { EMAIL_VERIFIED_PATH, RESET_PASSWORD_PATH } from '#shared/constants.ts';
import type { ResourceSection } from '#shared/resource-catalog.ts';

export const paths = {
  home: '/',
  browse: '/browse',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: RESET_PASSWORD_PATH,
  emailVerified: EMAIL_VERIFIED_PATH,
  profile: '/profile',
  favorites: '/favorites',
  compare: '/compare',
  reviews: '/reviews',
  resources: '/resources',
  service: (serviceType: string) => `/services/${encodeURIComponent(serviceType)}`,
  servicesPrefix: '/services/',
  dashboard: '/dashboard',
  createListing: '/create-listing',
  editListing: (id: string) => `/edit-listing/${encodeURIComponent(id)}`,
} as const;

export { CONTENT_PAGE_PATHS, type ContentPagePath } from '#shared/site-pages.ts';

/** Article routes under /resources; the slug names the article. */
export const RESOURCE_ARTICLE_SECTIONS = {
  guides: '/resources/guides/:slug',
  financial: '/resources/financial/:slug',
  caregiving: '/resources/caregiving/:slug',
} as const satisfies Record<ResourceSection, string>;

/** The sections of the Resources hub; each has its own article route. */
export type { ResourceSection };

export { resourceArticlePath } from '#shared/site-pages.ts';

/** /browse filtered to one or more care types (repeated `type` parameters, docs/product.md §2). */
export const browseByTypePath = (types: readonly string[]) =>
  `/browse?${types.map((type) => `type=${encodeURIComponent(type)}`).join('&')}`;

/** The /auth page opened on its Sign Up tab. */
/** Sign-up with "Care Provider" chosen (the pages for providers link here). */
export const providerSignUpPath = '/auth?tab=signup&type=provider';

/**
 * /compare?ids=a,b,c&near=Seattle, WA: the comparison is its address, so it can be shared
 * (docs/decisions/044). Ids are UUIDs or digits, so the commas need no escaping.
 */
export function comparePath(ids: readonly string[], near?: string | null): string {
  const place = near?.trim() ? `&near=${encodeURIComponent(near.trim())}` : '';
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}${place}`;
}
