import { Suspense } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import type { SliderProps } from './slider-control.tsx';

const SliderControl = lazyNamed(() => import('./slider-control.tsx'), 'Slider');

/**
 * The slider, with Radix's code (about 9 KB gzip) loaded beside the page rather than before it:
 * the filters sit in a sidebar, and the page's first interaction is rarely a drag (the
 * JavaScript budget, docs/decisions/015). The server renders the real control; the browser keeps
 * that markup until the code arrives. After a navigation in the app the track shows meanwhile.
 */
export function Slider(props: SliderProps) {
  return (
    <Suspense fallback={<SliderTrack />}>
      <SliderControl {...props} />
    </Suspense>
  );
}

/** The same box as the control, so nothing moves when it arrives. */
function SliderTrack() {
  return (
    <div className="flex w-full items-center py-2" aria-hidden="true">
      <div className="h-5 w-full py-1.5">
        <div className="h-2 w-full rounded-full bg-muted" />
      </div>
    </div>
  );
}
