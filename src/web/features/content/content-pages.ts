import type { ComponentType } from 'react';
import type { ActionFunction } from 'react-router';
import type { ContentPagePath } from '#web/lib/paths.ts';

/** A page, and its route action when it has a form that works without the script. */
type PageModule = Promise<{ default: ComponentType; action?: ActionFunction }>;

/** Each footer/marketing destination (docs/product.md §2) is its own chunk, loaded when first visited. */
export const CONTENT_PAGE_MODULES: Record<ContentPagePath, () => PageModule> = {
  '/about': () => import('./pages/about.tsx'),
  '/careers': () => import('./pages/careers.tsx'),
  '/press': () => import('./pages/press.tsx'),
  '/blog': () => import('./pages/blog.tsx'),
  '/contact': () => import('./pages/contact.tsx'),
  '/provider-login': () => import('./pages/provider-login.tsx'),
  '/list-your-community': () => import('./pages/list-your-community.tsx'),
  '/privacy': () => import('./pages/privacy.tsx'),
  '/terms': () => import('./pages/terms.tsx'),
  '/sitemap': () => import('./pages/sitemap.tsx'),
  '/resources/caregiver-support': () => import('./pages/caregiver-support.tsx'),
  '/resources/moving-checklist': () => import('./pages/moving-checklist.tsx'),
  '/resources/financial-planning': () => import('./pages/financial-planning.tsx'),
  '/resources/faq': () => import('./pages/faq.tsx'),
};
