import { Link } from 'react-router';
import type { Place } from '#shared/place-schemas.ts';
import { CARE_TYPE_LABELS } from '#shared/constants.ts';
import { cityPath } from '#shared/seo-paths.ts';
import { paths } from '#web/lib/paths.ts';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { writeBrowseFilters } from '../search-params.ts';

type PlaceSummaryProps = { place: Place | null; placeNotFound: boolean; location: string };

const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;

/**
 * What the server understood the location text to be (docs/decisions/038): the place searched
 * around, the other places the words could name, and its city page; or that it named no place.
 */
export function PlaceSummary({ place, placeNotFound, location }: PlaceSummaryProps) {
  const { filters } = useBrowseFilters();
  if (placeNotFound) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="place-summary">
        No place called “{location}”; showing names that match.
      </p>
    );
  }
  if (!place) return null;
  const searchFor = (text: string) =>
    `${paths.browse}?${writeBrowseFilters({ ...filters, location: text })}`;
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
      {place.alternatives.length > 0 ? (
        <p className="text-muted-foreground">
          Did you mean{' '}
          {place.alternatives.map((alternative, i) => (
            <span key={alternative}>
              {i > 0 ? ' · ' : null}
              <Link to={searchFor(alternative)} className="underline underline-offset-2">
                {alternative}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
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
