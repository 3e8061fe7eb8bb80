import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates `children` after the rest of the page. React leaves a server-rendered Suspense boundary
 * dehydrated during the first pass and hydrates it afterwards at a low priority, in slices that
 * yield to input; a click inside it before then hydrates it at once and is replayed
 * (docs/decisions/021). The markup is the same on the server and in the browser; only when it
 * becomes interactive changes.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
