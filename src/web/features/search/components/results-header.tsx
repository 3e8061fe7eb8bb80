import { Spinner } from '#web/components/ui/spinner.tsx';
import { resultCountText } from '../result-count.ts';
import type { Place } from '#shared/place-schemas.ts';
import { CareNotListedNote } from './care-not-listed-note.tsx';
import { FilterIndicator } from './filter-indicator.tsx';
import { PlaceSummary } from './place-summary.tsx';
import { SortControl } from './sort-control.tsx';

type ResultsHeaderProps = {
  /** The number of matching listings, or null while nothing is loaded yet. */
  total: number | null;
  /** The server stopped counting at total: show it as "1,000+". */
  totalIsLowerBound: boolean;
  location: string;
  filterKey: string;
  busy: boolean;
  /** What the location text was understood to be (docs/decisions/038). */
  place?: Place | null;
  placeNotFound?: boolean;
  /** When it named none, the places it may have meant (docs/decisions/063). */
  placeAlternatives?: string[];
  /** The text asked for communities near the visitor, and no location came with it. */
  needsVisitorLocation?: boolean;
  /** Care the text asked for that is not listed here ("home care"; docs/decisions/113). */
  careNotListed?: string | null;
};

/** "Senior Living Communities", the result count and the search text (docs/product.md §2). */
export function ResultsHeader({
  total,
  totalIsLowerBound,
  location,
  filterKey,
  busy,
  place = null,
  placeNotFound = false,
  placeAlternatives = [],
  needsVisitorLocation = false,
  careNotListed = null,
}: ResultsHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Senior Living Communities</h1>
        <p className="text-muted-foreground" aria-live="polite" data-testid="result-count">
          {total === null ? (
            <span className="flex items-center gap-2">
              <Spinner label={null} className="size-4" />
              Searching…
            </span>
          ) : (
            <>
              <span className="font-semibold text-foreground">
                {resultCountText(total, totalIsLowerBound)}
              </span>
              {location ? <> for “{location}”</> : null}
            </>
          )}
        </p>
        <CareNotListedNote care={careNotListed} />
        <PlaceSummary
          place={place}
          placeNotFound={placeNotFound}
          placeAlternatives={placeAlternatives}
          needsVisitorLocation={needsVisitorLocation}
          location={location}
        />
      </div>
      <div className="flex items-center">
        <FilterIndicator filterKey={filterKey} busy={busy} />
        <SortControl placeHasCenter={place?.radius != null} />
      </div>
    </div>
  );
}
