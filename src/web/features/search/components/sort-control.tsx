import { useEffect, useRef } from 'react';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { paths } from '#web/lib/paths.ts';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { hasOrigin, PARAM } from '../search-params.ts';
import { CarriedFilters } from './carried-filters.tsx';

/**
 * The order of the results (`sort=` in the URL). Without the script it is a plain GET with the
 * other filters carried and a Sort button; with it, choosing applies at once (the button is
 * not shown where scripts run, not even before they do: nothing moves when they start).
 */
export function SortControl({ placeHasCenter }: { placeHasCenter: boolean }) {
  const { filters, updateFilters } = useBrowseFilters();
  // Distance needs a centre: a typed city or ZIP, the ZIP box or the visitor's location.
  const byDistance = placeHasCenter || hasOrigin(filters) || filters.sort === 'distance';
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'distance' || byDistance);
  // An order chosen before the script ran (no change event comes for it) applies once it runs.
  const select = useRef<HTMLSelectElement>(null);
  const rendered = useRef({ sort: filters.sort, updateFilters });
  useEffect(() => {
    const chosen = select.current?.value as SearchSort | undefined;
    const { sort, updateFilters: apply } = rendered.current;
    if (chosen && chosen !== sort) apply({ sort: chosen });
  }, []);
  return (
    <form
      method="get"
      action={paths.browse}
      onSubmit={(event) => event.preventDefault()}
      className="flex items-center gap-2"
    >
      <CarriedFilters filters={filters} except={[PARAM.sort]} />
      <Label htmlFor="browse-sort" className="shrink-0 text-sm font-normal text-muted-foreground">
        Sort by
      </Label>
      <Select
        ref={select}
        id="browse-sort"
        name={PARAM.sort}
        value={filters.sort}
        onChange={(event) => updateFilters({ sort: event.target.value as SearchSort })}
        className="w-44"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" size="sm" className="without-script-only">
        Sort
      </Button>
    </form>
  );
}
