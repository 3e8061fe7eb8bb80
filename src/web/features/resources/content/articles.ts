import type { ResourceSection } from '#web/lib/paths.ts';
import { RESOURCE_SECTIONS, type ResourceSlug } from '#shared/resource-catalog.ts';
import { caregivingA } from './caregiving-1.ts';
import { caregivingB } from './caregiving-2.ts';
import { financialA } from './financial-1.ts';
import { financialB } from './financial-2.ts';
import { guidesA } from './guides-1.ts';
import { guidesB } from './guides-2.ts';
import type { ArticleBlock, ResourceCard, ResourceSectionInfo } from './types.ts';

// Typed as complete records: leaving out an article of the catalog is a compile error.
const guides: Record<ResourceSlug<'guides'>, ArticleBlock[]> = { ...guidesA, ...guidesB };
const financial: Record<ResourceSlug<'financial'>, ArticleBlock[]> = {
  ...financialA,
  ...financialB,
};
const caregiving: Record<ResourceSlug<'caregiving'>, ArticleBlock[]> = {
  ...caregivingA,
  ...caregivingB,
};
const BODIES: Record<ResourceSection, Record<string, ArticleBlock[]>> = {
  guides,
  financial,
  caregiving,
};

export type Article = ResourceCard & { section: ResourceSectionInfo; body: ArticleBlock[] };

/** The article at /resources/{section}/{slug}, or null when there is none. */
export function findArticle(section: ResourceSection, slug: string): Article | null {
  const info = RESOURCE_SECTIONS.find((entry) => entry.section === section);
  const card = info?.cards.find((entry) => entry.slug === slug);
  if (!info || !card || !Object.hasOwn(BODIES[section], slug)) return null;
  return { ...card, section: info, body: BODIES[section][slug] };
}
