import { CARE_TYPES, SERVICE_SLUG_ALIASES, type CareType } from '#shared/constants.ts';
import { homeCare } from './home-care.ts';
import { assistedLiving, independentLiving, memoryCare } from './residential.ts';
import { adultDaycare, respiteCare, skilledNursing } from './support.ts';
import type { ServicePage } from './types.ts';

/** Content for the six care types of docs/product.md §1. */
export const CARE_TYPE_PAGES: Record<CareType, ServicePage> = {
  'assisted-living': assistedLiving,
  'independent-living': independentLiving,
  'memory-care': memoryCare,
  'respite-care': respiteCare,
  'adult-daycare': adultDaycare,
  'skilled-nursing': skilledNursing,
};

/** Pages under /services/ that are not care types themselves. */
const OTHER_PAGES: Record<string, ServicePage> = { 'home-care': homeCare };

const isCareType = (value: string): value is CareType =>
  (CARE_TYPES as readonly string[]).includes(value);

const pageOfSlug = (slug: string): ServicePage | null => {
  if (isCareType(slug)) return CARE_TYPE_PAGES[slug];
  return Object.hasOwn(OTHER_PAGES, slug) ? OTHER_PAGES[slug] : null;
};

/** "Memory_Care", "memory care" → "memory-care": how people mistype an address. */
const respelled = (slug: string) =>
  slug
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * The page a /services/{slug} address shows, or null when there is none (a 404). A page's other
 * spellings (adult-day-care, Memory-Care) resolve to it; the address to show is `page.slug`, so
 * any other spelling moves there (docs/decisions/027-unknown-service-pages.md).
 */
export function resolveServicePage(slug: string): ServicePage | null {
  const spelling = respelled(slug);
  if (Object.hasOwn(SERVICE_SLUG_ALIASES, spelling)) {
    return CARE_TYPE_PAGES[SERVICE_SLUG_ALIASES[spelling]];
  }
  return pageOfSlug(spelling);
}

/** The care type a service page describes; null for pages such as home care. */
export const careTypeOfServicePage = (page: ServicePage): CareType | null =>
  CARE_TYPES.find((type) => CARE_TYPE_PAGES[type] === page) ?? null;

export type { ServicePage } from './types.ts';
