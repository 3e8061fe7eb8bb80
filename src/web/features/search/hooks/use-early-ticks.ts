import { useEffect, useRef, type RefObject } from 'react';
import { parseBrowseFilters, PARAM, type BrowseFilters } from '../search-params.ts';

/** The filters made of checkboxes: the URL parameter each box submits, and its filter. */
const TICKED_FILTERS = [
  [PARAM.type, 'types'],
  [PARAM.room, 'rooms'],
  [PARAM.payment, 'payment'],
  [PARAM.amenity, 'amenities'],
] as const;

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Applies the boxes of the filter panel ticked before the page's script ran (no change event
 * comes for them), once it runs, as if they had been ticked then — all groups in one change, so
 * a tick in one group does not undo a tick in another.
 */
export function useEarlyTicks(
  panel: RefObject<HTMLElement | null>,
  filters: BrowseFilters,
  updateFilters: (change: Partial<BrowseFilters>) => void,
): void {
  const rendered = useRef({ filters, updateFilters });
  useEffect(() => {
    const box = panel.current;
    if (!box) return;
    const params = new URLSearchParams();
    for (const input of box.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')) {
      params.append(input.name, input.value);
    }
    const ticked = parseBrowseFilters(params);
    const { filters: shown, updateFilters: apply } = rendered.current;
    const changed = TICKED_FILTERS.filter(([, key]) => !sameItems(ticked[key], shown[key]));
    if (changed.length === 0) return;
    apply(Object.fromEntries(changed.map(([, key]) => [key, ticked[key]])));
  }, [panel]);
}
