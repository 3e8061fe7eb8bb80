import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** The site's own page about a kind of care not listed here, where it has one. */
const ABOUT: Record<string, string> = { 'home care': paths.service('home-care') };

/**
 * The text asked for care given at home or at the end of life ("home care near me", "hospice care
 * in Ohio"), which no community listed here is (docs/decisions/113): the search went on without
 * it, and this says so, so that no family takes the results for that care.
 */
export function CareNotListedNote({ care }: { care: string | null }) {
  if (!care) return null;
  const about = ABOUT[care];
  return (
    <p className="max-w-prose text-sm text-foreground" data-testid="care-not-listed">
      {`CareNest lists senior-living communities, not ${care}. `}
      These are the communities that match the rest of your search.
      {about ? (
        <>
          {' '}
          <Link to={about} className="text-primary underline underline-offset-2">
            About home care and where to find it
          </Link>
        </>
      ) : null}
    </p>
  );
}
