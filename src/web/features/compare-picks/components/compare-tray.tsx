import { Link, useLocation, useSearchParams } from 'react-router';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { COMPARE_LIMITS } from '#shared/constants.ts';
import { COMPARE_MESSAGES } from '#shared/compare-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { comparePath, paths } from '#web/lib/paths.ts';
import {
  clearComparePicks,
  removeComparePick,
  useCompareMessage,
  useComparePicks,
} from '../compare-store.ts';

/**
 * Keeps `--compare-tray-height` on the document at the tray's height while it shows: the page's
 * scroll padding (styles.css) then keeps what the keyboard focuses above the tray.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const tray = ref.current;
    if (!shown || !tray) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--compare-tray-height', `${tray.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(tray);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--compare-tray-height');
    };
  }, [ref, shown]);
}

/**
 * The communities picked to compare, fixed at the bottom of every page but /compare itself. Its
 * link carries the place being searched (`location` on /browse), so the comparison shows how far
 * each community is from it.
 */
export function CompareTray() {
  const picks = useComparePicks();
  const message = useCompareMessage();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [showPicks, setShowPicks] = useState(false);
  const tray = useRef<HTMLElement>(null);
  const shown = picks.length > 0 && pathname !== paths.compare;
  usePublishedHeight(tray, shown);
  if (!shown) return null;
  const ready = picks.length >= COMPARE_LIMITS.min;
  return (
    <>
      {/* Room under the page's end, so the tray never covers the footer's last links. */}
      <div aria-hidden="true" className="h-28 sm:h-24 print:hidden" />
      <section
        ref={tray}
        aria-labelledby="compare-tray-heading"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card shadow-[0_-4px_12px_rgb(0_0_0/0.08)] print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <h2 id="compare-tray-heading" className="text-sm font-semibold">
            Compare ({picks.length} of {COMPARE_LIMITS.max})
          </h2>
          {/* On a phone the picks fold away, so the tray takes one row of the screen. */}
          <Button
            variant="ghost"
            size="sm"
            className="sm:hidden"
            aria-expanded={showPicks}
            aria-controls="compare-tray-picks"
            onClick={() => setShowPicks(!showPicks)}
          >
            {showPicks ? 'Hide' : 'Show'}
            {showPicks ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
          </Button>
          <ul
            id="compare-tray-picks"
            className={cn(
              'min-w-0 flex-wrap gap-2 max-sm:order-last max-sm:w-full sm:flex',
              showPicks ? 'flex' : 'hidden',
            )}
          >
            {picks.map((pick) => (
              <li
                key={pick.id}
                className="flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
              >
                <span className="max-w-40 truncate">{pick.title}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 rounded-full"
                  aria-label={`Remove ${pick.title} from compare`}
                  onClick={() => removeComparePick(pick.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          {message === COMPARE_MESSAGES.full ? (
            <p className="text-sm font-medium text-destructive">{message}</p>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={clearComparePicks}>
              Clear
            </Button>
            {ready ? (
              <Button asChild size="sm">
                <Link
                  to={comparePath(
                    picks.map((p) => p.id),
                    search.get('location'),
                  )}
                >
                  Compare {picks.length} communities
                </Link>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">Pick one more to compare.</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
