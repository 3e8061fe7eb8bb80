import { Link, useSearchParams } from 'react-router';
import type { Place } from '#shared/place-schemas.ts';
import { CARE_TYPE_LABELS, LISTING_QUERY_LIMITS } from '#shared/constants.ts';
import { cityPath } from '#shared/seo-paths.ts';
import { paths } from '#web/lib/paths.ts';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { locationTooLong, writeBrowseFilters } from '../search-params.ts';
import { NearTheVisitorPrompt } from './near-the-visitor-prompt.tsx';

type PlaceSummaryProps = {
  place: Place | null;
  placeNotFound: boolean;
  /** When the text named no place, the places it may have meant (docs/decisions/063). */
  placeAlternatives: string[];
  /** The text asked for communities near the visitor ("near me"), and no location came with it. */
  needsVisitorLocation: boolean;
  location: string;
};

const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;

/**
 * What the server understood the location text to be (docs/decisions/038): the place searched
 * around, the other places the words could name, and its city page; or that it named no place,
 * asked for the visitor's own (decision 110), or was too long to search for (a link's URL can carry more than the box lets anyone type).
 */
export function PlaceSummary({
  place,
  placeNotFound,
  placeAlternatives,
  needsVisitorLocation,
  location,
}: PlaceSummaryProps) {
  const { filters } = useBrowseFilters();
  const [params] = useSearchParams();
  const searchFor = (text: string) =>
    `${paths.browse}?${writeBrowseFilters({ ...filters, location: text })}`;
  if (locationTooLong(params)) {
    return (
      <p className="text-sm text-destructive" data-testid="place-summary">
        {LISTING_QUERY_LIMITS.locationMessage}; the search left it out.
      </p>
    );
  }
  if (placeNotFound) {
    return (
      <div className="grid gap-1 text-sm text-muted-foreground" data-testid="place-summary">
        <p>No place called “{location}”; showing names that match.</p>
        <DidYouMean places={placeAlternatives} searchFor={searchFor} />
      </div>
    );
  }
  if (needsVisitorLocation) return <NearTheVisitorPrompt />;
  if (!place) return null;
  const careType = filters.types[0] ?? 'assisted-living';
  return (
    <div className="grid gap-1 text-sm" data-testid="place-summary">
      <p className="text-base font-medium text-foreground">
        {place.radius === null
          ? `Communities in ${place.label}`
          : `Communities near ${place.label}`}
        {place.radius === null ? null : (
          <span className="font-normal text-muted-foreground"> · within {miles(place.radius)}</span>
        )}
      </p>
      <DidYouMean places={place.alternatives} searchFor={searchFor} />
      {place.kind === 'city' && place.city ? (
        <p>
          <Link
            to={cityPath(careType, place.state, place.city)}
            className="text-primary underline underline-offset-2"
          >
            {CARE_TYPE_LABELS[careType]} in {place.city}, {place.state}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** "Did you mean Portland, ME · Portland, OR?": each a search for that place instead. */
function DidYouMean({
  places,
  searchFor,
}: {
  places: string[];
  searchFor: (text: string) => string;
}) {
  if (places.length === 0) return null;
  return (
    <p className="text-muted-foreground">
      Did you mean{' '}
      {places.map((alternative, i) => (
        <span key={alternative}>
          {i > 0 ? ' · ' : null}
          <Link to={searchFor(alternative)} className="underline underline-offset-2">
            {alternative}
          </Link>
        </span>
      ))}
      ?
    </p>
  );
}
