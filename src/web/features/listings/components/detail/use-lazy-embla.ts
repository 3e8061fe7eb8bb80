import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** After the page has rendered, when the browser has nothing else to do (Safari: a second later). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * embla-carousel-react's `useEmblaCarousel`, except that embla (about 12 KB gzip) is not part of
 * the page's first load (the JavaScript budget, docs/decisions/015). It loads when the browser is idle after the
 * page has rendered, or at once when someone reaches for the carousel: pass `wake` to the
 * carousel's pointer, touch and focus events. Until then the slides are the same server-rendered
 * markup showing the first photo, so the HTML and hydration do not change. `withCarousel` runs
 * an action (a press of "Next photo") at once, or as soon as embla has arrived.
 */
export function useLazyEmbla(loop: boolean) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((carousel: EmblaCarouselType) => void) | null>(null);
  const wake = useCallback(() => setWanted(true), []);
  const withCarousel = useCallback(
    (action: (carousel: EmblaCarouselType) => void) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api],
  );

  useEffect(() => whenIdle(() => setWanted(true)), []);

  useEffect(() => {
    if (!wanted || !viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      carousel = EmblaCarousel(viewport, { loop });
      setApi(carousel);
      pending.current?.(carousel);
      pending.current = null;
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, loop]);

  return { viewportRef: setViewport, api, wake, withCarousel };
}
