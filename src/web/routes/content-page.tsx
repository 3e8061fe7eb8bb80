import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { CONTENT_PAGE_MODULES } from '#web/features/content/content-pages.ts';
import {
  CONTENT_PAGE_PATHS,
  RESOURCE_ARTICLE_SECTIONS,
  type ContentPagePath,
  type ResourceSection,
} from '#web/lib/paths.ts';

const importArticlePage = () => import('#web/features/resources/components/article-page.tsx');
const ArticlePage = lazy(importArticlePage);

const PAGES = Object.fromEntries(
  Object.entries(CONTENT_PAGE_MODULES).map(([path, load]) => [path, lazy(load)]),
) as Record<ContentPagePath, LazyExoticComponent<ComponentType>>;

type Target =
  { kind: 'page'; path: ContentPagePath } | { kind: 'article'; section: ResourceSection };

/** Which content page or article section a pathname belongs to. */
function targetOf(pathname: string): Target | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((CONTENT_PAGE_PATHS as readonly string[]).includes(path)) {
    return { kind: 'page', path: path as ContentPagePath };
  }
  const section = (Object.keys(RESOURCE_ARTICLE_SECTIONS) as ResourceSection[]).find((name) =>
    path.startsWith(`/resources/${name}/`),
  );
  return section ? { kind: 'article', section } : null;
}

/** Loads the page's chunk during navigation, so it renders without a second loading state. */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = targetOf(new URL(request.url).pathname);
  if (target?.kind === 'page') await CONTENT_PAGE_MODULES[target.path]();
  else if (target?.kind === 'article') await importArticlePage();
  return null;
}

/** Footer and marketing destinations and the resource articles (SPEC §2). */
export function Component() {
  const { pathname } = useLocation();
  const target = targetOf(pathname);
  if (!target) return null;
  const ContentPage = target.kind === 'page' ? PAGES[target.path] : null;
  return (
    <Suspense fallback={null}>
      {ContentPage ? <ContentPage /> : null}
      {target.kind === 'article' ? <ArticlePage section={target.section} /> : null}
    </Suspense>
  );
}
