import { useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { useEarlyTicks } from '../hooks/use-early-ticks.ts';
import { paths } from '#web/lib/paths.ts';
import { activeFilterCount, PARAM } from '../search-params.ts';
import { ClearFilters } from './clear-filters.tsx';
import { ChoiceFilters } from './choice-filters.tsx';
import { CarriedFilters } from './carried-filters.tsx';
import { CareTypeFilter } from './care-type-filter.tsx';
import { DistanceSection } from './distance-section.tsx';
import { FilterSection } from './filter-section.tsx';
import { PriceRangeFilter } from './price-range-filter.tsx';
import { UseMyLocation } from './use-my-location.tsx';
import { ZipFilter } from './zip-filter.tsx';

type FilterPanelProps = {
  /** The price-slider bounds from the API; null until the first results arrive. */
  priceBounds: { min: number; max: number } | null;
};

/** Every browse filter (docs/product.md §2). Each change is written to the URL, which drives the search. */
export function FilterPanel({ priceBounds }: FilterPanelProps) {
  const idPrefix = useId();
  const { filters, updateFilters } = useBrowseFilters();
  const count = activeFilterCount(filters);
  const panel = useRef<HTMLDivElement>(null);
  useEarlyTicks(panel, filters, updateFilters);

  return (
    <div ref={panel} className="grid">
      {/* Without the script the care types submit as a plain GET of the URL's own parameters;
          with it each change applies at once, and Apply is not shown (not even before it runs:
          nothing moves when it starts, and boxes ticked meanwhile are applied then). */}
      <form method="get" action={paths.browse} onSubmit={(event) => event.preventDefault()}>
        <CarriedFilters filters={filters} except={[PARAM.type]} />
        <FilterSection title="Care Types">
          <CareTypeFilter
            idPrefix={idPrefix}
            selected={filters.types}
            onChange={(types) => updateFilters({ types })}
          />
          <Button type="submit" variant="outline" className="without-script-only mt-3 w-full">
            Apply care types
          </Button>
        </FilterSection>
      </form>
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
          <ZipFilter
            zip={filters.zip}
            onApply={(zip) => updateFilters({ zip, coords: null })}
            carried={
              <CarriedFilters filters={filters} except={[PARAM.zip, PARAM.lat, PARAM.lng]} />
            }
          />
          <UseMyLocation
            active={filters.coords !== null && filters.zip === null}
            onLocated={(coords) => updateFilters({ coords, zip: null })}
            onClear={() => updateFilters({ coords: null })}
          />
          <DistanceSection filters={filters} updateFilters={updateFilters} />
        </div>
      </FilterSection>
      <ChoiceFilters filters={filters} updateFilters={updateFilters} idPrefix={idPrefix} />
      <ClearFilters filters={filters} active={count > 0} />
    </div>
  );
}
