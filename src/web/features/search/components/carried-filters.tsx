import { writeBrowseFilters, type BrowseFilters } from '../search-params.ts';

/**
 * Hidden inputs with the filters a form does not edit itself, so that submitting it as a plain
 * GET to /browse (a visitor without JavaScript) keeps the rest of the search. With JavaScript the
 * forms never submit: their handlers write the URL instead.
 */
export function CarriedFilters({
  filters,
  except,
}: {
  filters: BrowseFilters;
  except: readonly string[];
}) {
  const entries = [...writeBrowseFilters(filters)].filter(([key]) => !except.includes(key));
  return entries.map(([key, value]) => (
    <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
  ));
}
