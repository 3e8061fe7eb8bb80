import type { ResourceSection } from './resource-catalog.ts';

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

/** /resources/{section}/{slug}: one article of the Resources hub. */
export const resourceArticlePath = (section: ResourceSection, slug: string) =>
  `/resources/${section}/${encodeURIComponent(slug)}`;
