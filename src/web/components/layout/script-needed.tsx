import type { ReactNode } from 'react';

/**
 * Shown only by a browser that runs no scripts: what on this page needs them. Pages work without
 * JavaScript where a plain link or form can do the job (docs/architecture.md §1); where a page
 * cannot, it says so instead of spinning for ever.
 */
export function ScriptNeeded({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="mx-auto mt-6 w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <span className="block rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-primary-strong">
          {children}
        </span>
      </p>
    </noscript>
  );
}
