import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { BRAND } from '#shared/constants.ts';

/**
 * The document head of a page: title, description, canonical URL, Open Graph and Twitter cards,
 * robots and JSON-LD. Render exactly one `<Head …/>` per page (the `Page` and `AuthCardPage`
 * frames do it for you from their title and description):
 *
 *   <Head title="Rose City Gardens" description="Assisted living in Portland, OR …"
 *         canonicalPath="/communities/rose-city-gardens-1"
 *         image={{ src: listing.images[0], alt: 'Rose City Gardens' }}
 *         jsonLd={[localBusiness, breadcrumbs]} />
 *
 * React renders the title, meta and link elements into the document's `<head>`: on the server
 * before the first byte is sent (decision 007), in the browser whenever the page changes.
 * Relative URLs become absolute ones on the site's public URL.
 */
export type HeadInput = {
  /** The page's own title; the tab shows "{title} | CareNest". */
  title: string;
  /** One or two sentences for search results and link previews (≤ 160 characters reads best). */
  description?: string;
  /** Path (with any query that names a different page) of the canonical URL; defaults to the pathname. */
  canonicalPath?: string;
  /** The preview image (first listing photo, article art …); site-relative or absolute. */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Keep the page out of search indexes (e.g. an empty city page, account pages). */
  noindex?: boolean;
  /** Structured data objects, each written as one `<script type="application/ld+json">`. */
  jsonLd?: object | readonly object[];
};

export const SITE_DESCRIPTION =
  'Compare assisted living, memory care, independent living and other senior living communities near you, save favorites and read reviews on CareNest.';

type Tag = {
  name: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
};

const absolute = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, siteUrl).toString();

const meta = (key: 'name' | 'property', id: string, content: string): Tag => ({
  name: 'meta',
  attrs: { [key]: id, content },
});

/** Open Graph and Twitter tags of the preview image; width and height only when known. */
export function imageTags(image: NonNullable<HeadInput['image']>, siteUrl: string): Tag[] {
  const src = absolute(siteUrl, image.src);
  const size = [
    ['og:image:width', image.width],
    ['og:image:height', image.height],
  ] as const;
  return [
    meta('property', 'og:image', src),
    meta('property', 'og:image:alt', image.alt),
    ...size.flatMap(([id, value]) => (value ? [meta('property', id, String(value))] : [])),
    meta('name', 'twitter:image', src),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/** One `<script type="application/ld+json">` per structured data object. */
export function jsonLdTags(jsonLd: HeadInput['jsonLd']): Tag[] {
  const items: readonly object[] = jsonLd === undefined ? [] : [jsonLd].flat();
  return items.map((item) => ({
    name: 'script',
    attrs: { type: 'application/ld+json' },
    text: JSON.stringify(item),
  }));
}

/** The head elements for one page, in document order. */
export function headTags(input: HeadInput, pathname: string, siteUrl: string): Tag[] {
  const title = `${input.title} | ${BRAND}`;
  const description = input.description ?? SITE_DESCRIPTION;
  const url = absolute(siteUrl, input.canonicalPath ?? pathname);
  return [
    { name: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    { name: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(input.image ? imageTags(input.image, siteUrl) : []),
    ...(input.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    ...jsonLdTags(input.jsonLd),
  ];
}

/** JSON inside a script element must not be able to close it. */
export const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One head element as React renders it: React puts title, meta and link into the document head. */
function HeadElement({ tag }: { tag: Tag }) {
  switch (tag.name) {
    case 'title':
      return <title>{tag.text}</title>;
    case 'meta':
      return <meta {...tag.attrs} />;
    case 'link':
      return <link {...tag.attrs} />;
    case 'script':
      // Structured data stays where the page is (search engines read it from the body too).
      return (
        <script
          {...tag.attrs}
          dangerouslySetInnerHTML={{ __html: escapeScriptJson(tag.text ?? '') }}
        />
      );
  }
}

/** An image the page shows first (its largest paint), as `<img>` names it. */
export type PriorityImage = { src: string; srcSet?: string; sizes?: string };

/**
 * Marks the image the page paints first: the server preloads it from the head, ahead of the
 * scripts, so it is fetched as soon as the HTML arrives.
 */
export function usePriorityImage(image: PriorityImage | null) {
  if (!image) return;
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes ?? '100vw' } : {}),
  });
}

export const SiteUrlContext = createContext('http://localhost');

/**
 * Declares the page's head; see HeadInput. React 19 places the title, meta and link elements in
 * the document's head, on the server and on every client-side navigation.
 */
export function Head(props: HeadInput) {
  const siteUrl = useContext(SiteUrlContext);
  const { pathname } = useLocation();
  return headTags(props, pathname, siteUrl).map((tag, index) => (
    <HeadElement key={index} tag={tag} />
  ));
}

/** The site's public URL, for absolute URLs in structured data. */
export const useSiteUrl = () => useContext(SiteUrlContext);
