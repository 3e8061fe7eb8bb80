import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseBrowseFilters, writeBrowseFilters, type BrowseFilters } from '../search-params.ts';

/**
 * The browse filters read from the URL, and a setter that writes a change back as a new history
 * entry (or in place of this one: a search the server read otherwise than typed).
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseFilters(searchParams), [searchParams]);

  const updateFilters = useCallback(
    (
      change: Partial<BrowseFilters> | ((current: BrowseFilters) => BrowseFilters),
      { replace = false } = {},
    ) => {
      setSearchParams(
        (previous) => {
          const current = parseBrowseFilters(previous);
          const next = typeof change === 'function' ? change(current) : { ...current, ...change };
          return writeBrowseFilters(next, previous);
        },
        { preventScrollReset: true, flushSync: true, replace },
      );
    },
    [setSearchParams],
  );

  return { filters, updateFilters };
}
