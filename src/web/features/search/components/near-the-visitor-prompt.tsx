import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { UseMyLocation } from './use-my-location.tsx';

/**
 * "Near me" typed: only the visitor's location can say where that is (docs/decisions/110). Until
 * it is given, the results are everywhere's, and this asks for it where the search says what it
 * understood; a city or ZIP typed instead does as well.
 */
export function NearTheVisitorPrompt() {
  const { updateFilters } = useBrowseFilters();
  return (
    <div className="grid gap-2 text-sm" data-testid="place-summary">
      <p>To see the communities near you, use your location or type your city or ZIP code.</p>
      <div className="w-fit">
        <UseMyLocation
          active={false}
          onLocated={(coords) => updateFilters({ coords, zip: null })}
          onClear={() => updateFilters({ coords: null })}
        />
      </div>
    </div>
  );
}
