import { SERVICE_MENU, SERVICE_SLUG_ALIASES, type CareType } from '#shared/constants.ts';
import { toPublicListingId } from '#shared/listing-id.ts';
import { RESOURCE_SECTIONS } from '#shared/resource-catalog.ts';
import { cityPath, communityPath } from '#shared/seo-paths.ts';
import { CONTENT_PAGE_PATHS, resourceArticlePath } from '#shared/site-pages.ts';
import type { Db } from '../../db/client.ts';
import {
  cityGroupPage,
  countCityGroups,
  listingBatch,
  listingChunkStarts,
} from './sitemap.repo.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while a community file streams out: memory stays flat at any size. */
const BATCH_SIZE = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod?: Date) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>\n`;

/** Pages whose content is ours, not a login or an account page. */
const NOT_FOR_SEARCH = new Set<string>(['/provider-login']);

function staticPaths(): string[] {
  return [
    '/',
    '/browse',
    '/reviews',
    '/resources',
    // A page's own address: the menu's adult-day-care moves to /services/adult-daycare.
    ...SERVICE_MENU.map(({ slug }) => `/services/${SERVICE_SLUG_ALIASES[slug] ?? slug}`),
    ...CONTENT_PAGE_PATHS.filter((path) => !NOT_FOR_SEARCH.has(path)),
    ...RESOURCE_SECTIONS.flatMap(({ section, cards }) =>
      cards.map((card) => resourceArticlePath(section, card.slug)),
    ),
  ];
}

export type SitemapFile = { kind: 'pages' } | { kind: 'communities' | 'cities'; page: number };

export const sitemapFileName = (file: SitemapFile) =>
  file.kind === 'pages' ? 'pages.xml' : `${file.kind}-${file.page}.xml`;

export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^(communities|cities)-([1-9][0-9]{0,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as 'communities' | 'cities', page: Number(match[2]) } : null;
}

/** /sitemap.xml: the index of every sitemap file. */
export async function sitemapIndex(db: Db, siteUrl: string, perFile = SITEMAP_MAX_URLS) {
  const [starts, cityCount] = await Promise.all([
    listingChunkStarts(db, perFile),
    countCityGroups(db),
  ]);
  const files: SitemapFile[] = [
    { kind: 'pages' },
    ...starts.map((_, i) => ({ kind: 'communities' as const, page: i + 1 })),
    // City × care-type pages that have a community in the city itself (never an empty page).
    ...Array.from({ length: Math.ceil(cityCount / perFile) }, (_, i) => ({
      kind: 'cities' as const,
      page: i + 1,
    })),
  ];
  const body = files
    .map((file) => entry('sitemap', new URL(`/sitemaps/${sitemapFileName(file)}`, siteUrl).href))
    .join('');
  return `${XML_HEAD}<sitemapindex ${NS}>\n${body}</sitemapindex>\n`;
}

const urlset = async function* (urls: AsyncIterable<string> | Iterable<string>) {
  yield `${XML_HEAD}<urlset ${NS}>\n`;
  for await (const url of urls) yield url;
  yield '</urlset>\n';
};

async function* communityUrls(db: Db, siteUrl: string, fromId: string, perFile: number) {
  let afterId: string | null = null;
  let left = perFile;
  while (left > 0) {
    const rows = await listingBatch(db, { fromId, afterId, limit: Math.min(BATCH_SIZE, left) });
    for (const row of rows) {
      const path = communityPath({ id: toPublicListingId(row.id), title: row.title });
      yield entry('url', new URL(path, siteUrl).href, row.updatedAt);
    }
    if (rows.length < Math.min(BATCH_SIZE, left)) return;
    left -= rows.length;
    afterId = rows[rows.length - 1].id;
  }
}

/** One sitemap file as a stream of XML text, or null when there is no such file. */
export async function sitemapFile(
  db: Db,
  siteUrl: string,
  file: SitemapFile,
  perFile = SITEMAP_MAX_URLS,
): Promise<AsyncIterable<string> | null> {
  if (file.kind === 'pages') {
    return urlset(staticPaths().map((path) => entry('url', new URL(path, siteUrl).href)));
  }
  if (file.kind === 'communities') {
    const starts = await listingChunkStarts(db, perFile);
    const fromId = starts[file.page - 1];
    return fromId ? urlset(communityUrls(db, siteUrl, fromId, perFile)) : null;
  }
  const offset = (file.page - 1) * perFile;
  const cities = await cityGroupPage(db, { offset, limit: perFile });
  if (cities.length === 0) return null;
  return urlset(
    cities.map((c) =>
      entry(
        'url',
        new URL(cityPath(c.careType as CareType, c.state, c.city), siteUrl).href,
        c.lastmod,
      ),
    ),
  );
}
