import { DISTANCE } from '#shared/constants.ts';
import { useListingSearch } from '#web/lib/listings-query.ts';
import { hasOrigin, toListingQuery, type BrowseFilters } from '../search-params.ts';
import { DistanceFilter } from './distance-filter.tsx';

type DistanceSectionProps = {
  filters: BrowseFilters;
  updateFilters: (change: Partial<BrowseFilters>) => void;
};

/**
 * The distance slider, once there is a centre: a ZIP, the visitor's location, or a city or ZIP
 * typed as the location (docs/decisions/038), whose default distance the server chose.
 */
export function DistanceSection({ filters, updateFilters }: DistanceSectionProps) {
  // The page's own search, already loaded: the place its text named.
  const place = useListingSearch(toListingQuery(filters)).data?.pages[0]?.place ?? null;
  const placeRadius = place?.radius ?? null;
  if (!hasOrigin(filters) && placeRadius === null) {
    return (
      <p className="text-xs text-muted-foreground">
        Enter a zip code or use your location to search by distance.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Distance</h4>
      <DistanceFilter
        radius={filters.radius ?? placeRadius ?? DISTANCE.default}
        onCommit={(radius) => updateFilters({ radius })}
      />
    </div>
  );
}
