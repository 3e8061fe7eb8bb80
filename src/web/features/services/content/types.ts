/** One care-type page under /services/{slug} (docs/product.md §2 "Care-type pages"). */
export type ServicePage = {
  /** The URL slug of the page. */
  slug: string;
  title: string;
  /** The lead sentence under the heading. */
  description: string;
  image: { src: string; alt: string };
  /** What the care is, in a few short paragraphs. */
  overview: string[];
  /** The feature list: services that are typically included. */
  features: string[];
  /** Who the care usually suits. */
  goodFit: string[];
  tourQuestions: string[];
  costDrivers: string[];
  /** How families commonly pay for it (general information, not advice). */
  paying: string[];
  /** The call to action to browse matching communities. */
  browse: { label: string; to: string; note?: string };
  /** A plain statement shown before the details, e.g. what CareNest does not list. */
  notice?: string;
  /** Replaces the default section headings where the care is not a community. */
  headings?: Partial<Record<ServiceSectionKey, string>>;
};

export type ServiceSectionKey = 'features' | 'goodFit' | 'tourQuestions' | 'costDrivers';

/** Hero images are 1600 × 900 WebP files drawn by scripts/generate-art.mjs. */
export const HERO_SIZE = { width: 1600, height: 900 } as const;

export const heroSrc = (slug: string) => `/images/services/${slug}.webp`;
