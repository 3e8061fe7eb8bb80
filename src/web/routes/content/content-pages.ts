import type { ComponentType } from 'react';
import type { ActionFunction } from 'react-router';
import type { ContentPagePath } from '#web/lib/paths.ts';

/** A page, and its route action when it has a form that works without the script. */
type PageModule = Promise<{ default: ComponentType; action?: ActionFunction }>;

/** Each footer/marketing destination (docs/product.md §2) is its own chunk, loaded when first visited. */
export const CONTENT_PAGE_MODULES: Record<ContentPagePath, () => PageModule> = {
  '/about': () => import('./about.tsx'),
  '/careers': () => import('./careers.tsx'),
  '/press': () => import('./press.tsx'),
  '/blog': () => import('./blog.tsx'),
  '/contact': () => import('./contact.tsx'),
  '/provider-login': () => import('./provider-login.tsx'),
  '/list-your-community': () => import('./list-your-community.tsx'),
  '/privacy': () => import('./privacy.tsx'),
  '/terms': () => import('./terms.tsx'),
  '/sitemap': () => import('./sitemap.tsx'),
  '/resources/caregiver-support': () => import('./caregiver-support.tsx'),
  '/resources/moving-checklist': () => import('./moving-checklist.tsx'),
  '/resources/financial-planning': () => import('./financial-planning.tsx'),
  '/resources/faq': () => import('./faq.tsx'),
};
