import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading, RouteError } from '#web/components/layout/route-error.tsx';
import { RootLayout } from '#web/app/root-layout.tsx';
import { configQueryOptions } from '#web/lib/config-query.ts';
import { meQueryOptions } from '#web/features/auth/api/get-me.ts';
import { CONTENT_PAGE_MODULES } from '#web/routes/content/content-pages.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { api } from '#web/lib/api-client.ts';
import { pageLoader, type PageContext } from '#web/lib/page-data.ts';
import {
  CONTENT_PAGE_PATHS,
  RESOURCE_ARTICLE_SECTIONS,
  type ResourceSection,
} from '#web/lib/paths.ts';

const articlePage = () => import('#web/features/resources/components/article-page.tsx');

/** Every page of docs/product.md §2, each loaded on demand from its own module in src/web/routes. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('#web/routes/home.tsx') },
  { path: 'browse', lazy: () => import('#web/routes/browse.tsx') },
  { path: 'auth', lazy: () => import('#web/routes/auth.tsx') },
  { path: 'forgot-password', lazy: () => import('#web/routes/forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('#web/routes/reset-password.tsx') },
  { path: 'email-verified', lazy: () => import('#web/routes/email-verified.tsx') },
  { path: 'profile', lazy: () => import('#web/routes/profile.tsx') },
  { path: 'favorites', lazy: () => import('#web/routes/favorites.tsx') },
  { path: 'compare', lazy: () => import('#web/routes/compare.tsx') },
  // The unsubscribe link of saved-search e-mails (no sign-in; a signed token).
  { path: 'alerts/unsubscribe', lazy: () => import('#web/routes/alerts-unsubscribe.tsx') },
  { path: 'reviews', lazy: () => import('#web/routes/reviews.tsx') },
  { path: 'resources', lazy: () => import('#web/routes/resources.tsx') },
  { path: 'services/:serviceType', lazy: () => import('#web/routes/service-type.tsx') },
  { path: 'communities/:segment', lazy: () => import('#web/routes/community.tsx') },
  // A signed-out family's private link to their tour request (from the confirmation email).
  { path: 'tour-requests/:token', lazy: () => import('#web/routes/tour-request-link.tsx') },
  // City × care-type pages (/assisted-living/or/portland); fixed paths above rank first.
  { path: ':careType/:state/:city', lazy: () => import('#web/routes/city.tsx') },
  { path: 'dashboard', lazy: () => import('#web/routes/dashboard.tsx') },
  // The moderation console: admins only, enforced by the server (404 for anyone else).
  { path: 'admin', lazy: () => import('#web/routes/admin.tsx') },
  { path: 'create-listing', lazy: () => import('#web/routes/create-listing.tsx') },
  { path: 'edit-listing/:id', lazy: () => import('#web/routes/edit-listing.tsx') },
  ...CONTENT_PAGE_PATHS.map((path) => ({
    path,
    lazy: async () => {
      const { default: Component, action } = await CONTENT_PAGE_MODULES[path]();
      return { Component, action };
    },
  })),
  ...Object.entries(RESOURCE_ARTICLE_SECTIONS).map(([section, path]) => ({
    path,
    lazy: async () => {
      const { default: ArticlePage, articleLoader } = await articlePage();
      return {
        loader: articleLoader(section as ResourceSection),
        Component: () => <ArticlePage section={section as ResourceSection} />,
      };
    },
  })),
  { path: '*', lazy: () => import('#web/routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The session is known when the server renders, so no page asks /api/me on load.
    loader: pageLoader(({ queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(meQueryOptions),
        queryClient.prefetchQuery(configQueryOptions),
      ]),
    ),
    // The session and the config stay in the query cache, which sign-in and sign-out update.
    shouldRevalidate: () => false,
    HydrateFallback: AppLoading,
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];

/** The browser's router: its loaders and actions read through `queryClient` and call `api`. */
export function createAppRouter(queryClient = createQueryClient()) {
  const context: PageContext = { queryClient, api, side: 'browser' };
  return createBrowserRouter(routes, { getContext: () => context as never });
}
