import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, the one way the app loads a named component on first
 * use: `lazyNamed(() => import('./form.tsx'), 'Form')`. The import stays a literal, so the bundler
 * still gives the module a chunk of its own. (A default export that is also preloaded on hover
 * keeps its loader and calls lazy(load) directly: dialog.tsx, the header menus.)
 */
export function lazyNamed<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
