import { options } from 'preact';

/** Preact's option hooks that its own hooks use, under their published (mangled) names. */
type InternalOptions = typeof options & {
  /** Before a component renders (`_render`). */
  __r?: (vnode: unknown) => void;
  /** After a render has committed: DOM updated, refs set (`_commit`). */
  __c?: (vnode: unknown, commitQueue: unknown[]) => void;
};

/** How a flush of pending effects is scheduled: a microtask, except within `withEffectsInNextTask`. */
let scheduleFlush: (flush: () => void) => void = queueMicrotask;

/**
 * Runs `render` (the hydration pass) with the effects it schedules flushed in a task of their own,
 * as React does after hydrating, so the page's first long task is not longer by all its effects.
 * The order guarantee stays: anything that renders before that task runs them first.
 */
export function withEffectsInNextTask(render: () => void) {
  scheduleFlush = (flush) => setTimeout(flush, 0);
  try {
    render();
  } finally {
    scheduleFlush = queueMicrotask;
  }
}

/**
 * Runs `useEffect` callbacks in React's order under Preact (docs/decisions/017): once the render
 * that scheduled them has committed, and before anything renders again. Preact runs them after
 * the next frame, so a re-render scheduled during a commit (a ref callback that sets state)
 * came first and saw its children's effects not yet run. Radix relies on React's order: a Slider
 * thumb sets state from its ref and then looks itself up in the list its child fills in an
 * effect; with Preact's default every thumb stayed at 0 with no value. Call once, in the browser,
 * before the first render.
 */
export function runEffectsLikeReact() {
  const internal = options as InternalOptions;
  let flush: (() => void) | null = null;
  let committed = false;
  const runPending = () => {
    const run = flush;
    flush = null;
    committed = false;
    run?.();
  };
  // Preact asks for the flush of pending effects through this hook: a microtask after the render
  // instead of the next frame.
  internal.requestAnimationFrame = (callback) => {
    flush = callback;
    scheduleFlush(runPending);
  };
  const commit = internal.__c;
  internal.__c = (vnode, commitQueue) => {
    commit?.(vnode, commitQueue);
    committed = true;
  };
  // The first component to render after a commit starts the next render (Preact re-renders the
  // components a commit made dirty at once, before any microtask): the committed render's effects
  // run first. Effects scheduled during a render wait for its commit.
  const render = internal.__r;
  internal.__r = (vnode) => {
    if (committed) {
      committed = false;
      if (flush) runPending();
    }
    render?.(vnode);
  };
}
