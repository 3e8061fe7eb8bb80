import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Info, SearchX } from 'lucide-react';
import { toast } from '#web/lib/toast.tsx';
import type { ListingView } from '#shared/listing-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ListingGrid, ListingGridSkeleton } from '#web/components/listing/listing-grid.tsx';
import { formatTotal } from '../result-count.ts';
import { browseResultsView } from '../search-results.ts';

type BrowseResultsProps = {
  listings: readonly ListingView[] | null;
  total: number;
  totalIsLowerBound: boolean;
  /** New results for changed filters are on their way. */
  loading: boolean;
  failed: boolean;
  degraded: boolean;
  onRetry: () => void;
  loadMore: { hasMore: boolean; loading: boolean; onLoadMore: () => Promise<boolean> } | null;
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
};

function LoadMore({ shown, total, totalIsLowerBound, loadMore }: LoadMoreProps) {
  const onLoadMore = async () => {
    if (!(await loadMore.onLoadMore())) toast.error('Failed to load listings');
  };
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-sm text-muted-foreground">
        Showing {shown} of {formatTotal(total, totalIsLowerBound)} communities
      </p>
      <Button variant="outline" onClick={() => void onLoadMore()} disabled={loadMore.loading}>
        {loadMore.loading ? <Spinner label={null} className="size-4" /> : null}
        {loadMore.loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

/** The results grid with its loading, empty, failed and degraded states, and "Load more". */
export function BrowseResults(props: BrowseResultsProps) {
  const { listings, total, totalIsLowerBound, degraded, onRetry, loadMore, gridClassName, wider } =
    props;
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
    <div className="grid gap-6">
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
        />
      ) : null}
    </div>
  );
}
