import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { activeFilterCount, clearedFilters, hasOrigin } from '../search-params.ts';
import { CareTypeFilter } from './care-type-filter.tsx';
import { DistanceFilter } from './distance-filter.tsx';
import { FilterSection } from './filter-section.tsx';
import { PriceRangeFilter } from './price-range-filter.tsx';
import { UseMyLocation } from './use-my-location.tsx';
import { ZipFilter } from './zip-filter.tsx';

type FilterPanelProps = {
  /** The price-slider bounds from the API; null until the first results arrive. */
  priceBounds: { min: number; max: number } | null;
};

/** Every browse filter (SPEC §2). Each change is written to the URL, which drives the search. */
export function FilterPanel({ priceBounds }: FilterPanelProps) {
  const idPrefix = useId();
  const { filters, updateFilters } = useBrowseFilters();
  const count = activeFilterCount(filters);

  return (
    <div className="grid">
      <FilterSection title="Care Types">
        <CareTypeFilter
          idPrefix={idPrefix}
          selected={filters.types}
          onChange={(types) => updateFilters({ types })}
        />
      </FilterSection>
      <FilterSection title="Price Range">
        {priceBounds ? (
          <PriceRangeFilter
            bounds={priceBounds}
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            onCommit={(range) => updateFilters(range)}
          />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </FilterSection>
      <FilterSection title="Location">
        <div className="grid gap-4">
          <ZipFilter zip={filters.zip} onApply={(zip) => updateFilters({ zip, coords: null })} />
          <UseMyLocation
            active={filters.coords !== null && filters.zip === null}
            onLocated={(coords) => updateFilters({ coords, zip: null })}
            onClear={() => updateFilters({ coords: null })}
          />
          {hasOrigin(filters) ? (
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">Distance</h4>
              <DistanceFilter
                radius={filters.radius}
                onCommit={(radius) => updateFilters({ radius })}
              />
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">
              Enter a zip code or use your location to search by distance.
            </p>
          )}
        </div>
      </FilterSection>
      <Button
        variant="ghost"
        className="mt-3 justify-start"
        onClick={() => updateFilters(clearedFilters)}
        disabled={count === 0}
      >
        <RotateCcw aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
