import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading, RouteError } from '#web/components/layout/route-error.tsx';
import { RootLayout } from '#web/components/layout/root-layout.tsx';
import { CONTENT_PAGE_PATHS, RESOURCE_ARTICLE_SECTIONS } from '#web/lib/paths.ts';

const contentPage = () => import('#web/routes/content-page.tsx');

/** Every page of SPEC §2, each loaded on demand from its own module in src/web/routes. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('#web/routes/home.tsx') },
  { path: 'browse', lazy: () => import('#web/routes/browse.tsx') },
  { path: 'auth', lazy: () => import('#web/routes/auth.tsx') },
  { path: 'forgot-password', lazy: () => import('#web/routes/forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('#web/routes/reset-password.tsx') },
  { path: 'profile', lazy: () => import('#web/routes/profile.tsx') },
  { path: 'favorites', lazy: () => import('#web/routes/favorites.tsx') },
  { path: 'reviews', lazy: () => import('#web/routes/reviews.tsx') },
  { path: 'resources', lazy: () => import('#web/routes/resources.tsx') },
  { path: 'services/:serviceType', lazy: () => import('#web/routes/service-type.tsx') },
  { path: 'dashboard', lazy: () => import('#web/routes/dashboard.tsx') },
  { path: 'create-listing', lazy: () => import('#web/routes/create-listing.tsx') },
  { path: 'edit-listing/:id', lazy: () => import('#web/routes/edit-listing.tsx') },
  ...CONTENT_PAGE_PATHS.map((path) => ({ path, lazy: contentPage })),
  ...Object.values(RESOURCE_ARTICLE_SECTIONS).map((path) => ({ path, lazy: contentPage })),
  { path: '*', lazy: () => import('#web/routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
