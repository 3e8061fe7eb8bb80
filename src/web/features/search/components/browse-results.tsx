import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, Info, SearchX } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ListingGrid, ListingGridSkeleton } from '#web/components/listing/listing-grid.tsx';
import { formatTotal } from '../result-count.ts';
import { browseResultsView } from '../search-results.ts';
import { morePagesHref } from '../pages-shown.ts';

type BrowseResultsProps = {
  listings: readonly ListingView[] | null;
  total: number;
  totalIsLowerBound: boolean;
  /** New results for changed filters are on their way. */
  loading: boolean;
  failed: boolean;
  degraded: boolean;
  onRetry: () => void;
  loadMore: {
    hasMore: boolean;
    loading: boolean;
    /** Pages of results shown: "Load more" links to the address showing one more. */
    pagesShown: number;
    onLoadMore: () => Promise<boolean>;
  } | null;
  /** Fewer columns where the map takes half the width. */
  gridClassName?: string;
  /** With no results around a place, the same search farther out. */
  wider?: WiderSearch | null;
};

/** The same search farther out from the place: its address, its miles, the place's name. */
export type WiderSearch = { href: string; miles: number; placeLabel: string };

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-16 text-center">
      <span className="text-muted-foreground [&_svg]:size-10">{icon}</span>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

type LoadMoreProps = {
  shown: number;
  total: number;
  totalIsLowerBound: boolean;
  loadMore: NonNullable<BrowseResultsProps['loadMore']>;
  /** Called once the next page is shown, with how many results were shown before it. */
  onLoaded: (shownBefore: number) => void;
};

/**
 * A link to the address showing one page more (it works before the script runs); with the
 * script the next page is fetched in place. It stays enabled while loading so that keyboard focus
 * is not lost, and ignores presses meanwhile.
 */
function LoadMore({ shown, total, totalIsLowerBound, loadMore, onLoaded }: LoadMoreProps) {
  const [params] = useSearchParams();
  const href = morePagesHref(params, loadMore.pagesShown);
  const label = (
    <>
      {loadMore.loading ? <Spinner label={null} className="size-4" /> : null}
      {loadMore.loading ? 'Loading…' : 'Load more'}
    </>
  );
  const onLoadMore = async (event: MouseEvent) => {
    event.preventDefault();
    if (loadMore.loading) return;
    if (await loadMore.onLoadMore()) onLoaded(shown);
    else toast.error('Failed to load listings');
  };
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-sm text-muted-foreground">
        Showing {shown} of {formatTotal(total, totalIsLowerBound)} communities
      </p>
      <Button
        asChild={href !== null}
        variant="outline"
        onClick={(event) => void onLoadMore(event)}
        aria-busy={loadMore.loading}
      >
        {href ? <a href={href}>{label}</a> : label}
      </Button>
    </div>
  );
}

/**
 * Moves focus to the first of the results loaded by "Load more", once it is shown: the button a
 * keyboard user pressed may be gone, and focus would fall back to the top of the page.
 */
function useFocusFromResult(listings: readonly ListingView[] | null) {
  const results = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  const count = listings?.length ?? 0;
  const focus = () => {
    const from = pending.current;
    const cards = results.current?.querySelectorAll<HTMLElement>(':scope > ul > li');
    if (from === null || !cards || cards.length <= from) return;
    pending.current = null;
    cards[from].querySelector<HTMLElement>('a[href]')?.focus();
  };
  useEffect(focus, [count]);
  const focusFrom = (shownBefore: number) => {
    pending.current = shownBefore;
    requestAnimationFrame(focus);
  };
  return [results, focusFrom] as const;
}

/** The results grid with its loading, empty, failed and degraded states, and "Load more". */
export function BrowseResults(props: BrowseResultsProps) {
  const { listings, total, totalIsLowerBound, degraded, onRetry, loadMore, gridClassName, wider } =
    props;
  const [results, focusFirstNew] = useFocusFromResult(listings);
  const view = browseResultsView({ ...props, hasListings: listings !== null });
  if (view === 'failed') {
    return (
      <Notice
        icon={<AlertTriangle aria-hidden="true" />}
        title="Failed to load listings"
        text="Please check your connection and try again."
      >
        <Button onClick={onRetry}>Try again</Button>
      </Notice>
    );
  }
  if (view === 'loading' || !listings) return <ListingGridSkeleton className={gridClassName} />;
  if (view === 'empty') {
    return (
      <Notice
        icon={<SearchX aria-hidden="true" />}
        title="No results found"
        text="Try adjusting your search filters or location"
      >
        {wider ? (
          <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal">
            <Link to={wider.href}>
              Search within {wider.miles} miles of {wider.placeLabel}
            </Link>
          </Button>
        ) : null}
      </Notice>
    );
  }
  return (
    <div className="grid gap-6" ref={results}>
      {degraded ? (
        <p
          className="flex items-start gap-2 rounded-md bg-accent-soft px-4 py-3 text-sm text-foreground"
          role="note"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          We could not reach the full directory just now, so only sample listings are shown. Please
          try again in a moment.
        </p>
      ) : null}
      <ListingGrid listings={listings} headingLevel="h2" className={gridClassName} />
      {loadMore?.hasMore ? (
        <LoadMore
          shown={listings.length}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          loadMore={loadMore}
          onLoaded={focusFirstNew}
        />
      ) : null}
    </div>
  );
}
