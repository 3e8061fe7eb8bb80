/** A block of article text: a paragraph, a subheading, a bulleted list or numbered steps. */
export type ArticleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] };

export const p = (text: string): ArticleBlock => ({ kind: 'p', text });
export const h = (text: string): ArticleBlock => ({ kind: 'h', text });
export const list = (...items: string[]): ArticleBlock => ({ kind: 'list', items });
export const steps = (...items: string[]): ArticleBlock => ({ kind: 'steps', items });

export type {
  ResourceCard,
  ResourceSection,
  ResourceSectionInfo,
} from '#shared/resource-catalog.ts';
