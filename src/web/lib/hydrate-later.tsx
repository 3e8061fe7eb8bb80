import { Suspense, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';

/**
 * The turn of the last part put off while the page hydrates, or null outside the first
 * hydration pass (on the server, and in the browser once that pass is over).
 */
let lastTurn: Promise<void> | null = null;

/**
 * Runs the first hydration pass (`hydrate` calls hydrateRoot). The parts marked `HydrateLater`
 * keep their server markup during it and hydrate afterwards, each in a task of its own, so no
 * single task blocks input for the whole page (docs/decisions/021).
 */
export function hydrateInParts(hydrate: () => void) {
  lastTurn = Promise.resolve();
  try {
    hydrate();
  } finally {
    lastTurn = null;
  }
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // Suspending during hydration keeps the server's element on screen (Preact resumes
  // hydrating it when the promise settles); every later render shows the children at once.
  if (lastTurn) throw (lastTurn = lastTurn.then(nextTask));
  return children;
}

/**
 * Hydrates `children` (below the fold) after the rest of the page. The markup is the same on the
 * server and in the browser; only when it becomes interactive changes. `children` must render
 * exactly one element, never nothing: while suspended, Preact keeps the one server element at
 * this place, which would be the next sibling's if this rendered none.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
