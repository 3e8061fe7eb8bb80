import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { Bbox } from '#shared/bbox.ts';
import { useConfig } from '#web/lib/config-query.ts';
import { useListingDialogLink } from '#web/lib/listing-dialog-link.ts';
import type { QueryParams } from '#web/lib/api-client.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useHydrated } from '#web/lib/use-needed.ts';
import { useListingPoints } from '../api/get-listing-points.ts';
import { mapSummary } from './map-summary.ts';

// MapLibre and its stylesheet come with this chunk only, once the map is opened (decision 046).
const MapCanvas = lazyNamed(() => import('./map-canvas.tsx'), 'MapCanvas');

type BrowseMapPanelProps = {
  apiQuery: QueryParams;
  bbox: Bbox | null;
  onSearchArea(area: Bbox): void;
};

const toHref = (to: ReturnType<ReturnType<typeof useListingDialogLink>>) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;

/**
 * The map beside the list (docs/decisions/046): its text alternative comes with the page's HTML
 * (the loader fetched the points); the map itself draws once the script runs. Without a script
 * a note says the list has the same communities.
 */
export function BrowseMapPanel({ apiQuery, bbox, onSearchArea }: BrowseMapPanelProps) {
  const { bbox: _area, ...others } = apiQuery;
  const points = useListingPoints(apiQuery, true);
  const styleUrl = useConfig().data?.mapStyleUrl ?? null;
  const dialogLink = useListingDialogLink();
  const navigate = useNavigate();
  const mounted = useHydrated();
  const settled = points.data && !points.isPlaceholderData;

  return (
    <section aria-labelledby="browse-map-heading" className="grid content-start gap-2">
      <h2 id="browse-map-heading" className="sr-only">
        Map
      </h2>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="map-summary">
        {mapSummary(points.data)}
      </p>
      <p className="without-script-only rounded-md bg-accent-soft px-4 py-3 text-sm" role="note">
        The map needs JavaScript to show. The list shows the same communities.
      </p>
      <div className="with-script-only relative h-[60vh] min-h-80 overflow-hidden rounded-lg border border-border bg-muted lg:h-[min(calc(100vh-6rem),36rem)]">
        {mounted && points.data ? (
          <Suspense fallback={<MapLoading />}>
            <MapCanvas
              points={points.data.points}
              bbox={bbox}
              fitKey={settled ? JSON.stringify(others) : null}
              styleUrl={styleUrl}
              onSearchArea={onSearchArea}
              listingHref={(id) => toHref(dialogLink(id))}
              openListing={(id) => void navigate(dialogLink(id), { preventScrollReset: true })}
            />
          </Suspense>
        ) : (
          <MapLoading />
        )}
      </div>
    </section>
  );
}

function MapLoading() {
  return (
    <p className="grid h-full place-items-center text-sm text-muted-foreground">Loading the map…</p>
  );
}
