import { CARE_TYPES, SERVICE_SLUG_ALIASES, type CareType } from '#shared/constants.ts';
import { homeCare } from './home-care.ts';
import { assistedLiving, independentLiving, memoryCare } from './residential.ts';
import { adultDaycare, respiteCare, skilledNursing } from './support.ts';
import type { ServicePage } from './types.ts';

/** Content for the six care types of SPEC §1. */
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

/**
 * The page for a /services/{slug} URL. Aliases (adult-day-care) resolve to their care type;
 * unknown slugs fall back to assisted living (SPEC §2).
 */
export function resolveServicePage(slug: string): ServicePage {
  if (isCareType(slug)) return CARE_TYPE_PAGES[slug];
  if (Object.hasOwn(SERVICE_SLUG_ALIASES, slug)) return CARE_TYPE_PAGES[SERVICE_SLUG_ALIASES[slug]];
  if (Object.hasOwn(OTHER_PAGES, slug)) return OTHER_PAGES[slug];
  return CARE_TYPE_PAGES['assisted-living'];
}

/** The care type a service page describes; null for pages such as home care. */
export const careTypeOfServicePage = (page: ServicePage): CareType | null =>
  CARE_TYPES.find((type) => CARE_TYPE_PAGES[type] === page) ?? null;

export type { ServicePage } from './types.ts';
