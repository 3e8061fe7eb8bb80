import 'maplibre-gl/dist/maplibre-gl.css';
import './map-canvas.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type Marker,
} from 'maplibre-gl';
import type { Bbox } from '#shared/bbox.ts';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { builtInStyle, US_BOUNDS } from './map-style.ts';
import { POINTS_SOURCE, pointsCollection, syncMarkers, type MarkerActions } from './map-markers.ts';

// The map itself, in a chunk of its own with MapLibre and its stylesheet: loaded only when the
// map is opened (docs/decisions/046). Its worker is a file of ours, so the policy allows no blob:.
setWorkerUrl(workerUrl);

export interface MapCanvasProps extends MarkerActions {
  points: Readonly<ListingPointsResult['points']>;
  /** The area searched, if any: the map shows it. */
  bbox: Bbox | null;
  /**
   * Changes when the search does other than by area, once its points have come: the map then
   * fits its new results. Null while they are on their way.
   */
  fitKey: string | null;
  styleUrl: string | null;
  onSearchArea(area: Bbox): void;
}

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

/** The visible area as a bbox the API accepts (a view wider than the world is cut to it). */
function visibleArea(map: MapLibreMap): Bbox {
  const b = map.getBounds();
  const west = clamp(b.getWest(), 180);
  const east = clamp(b.getEast(), 180);
  const whole = west >= east;
  return {
    west: whole ? -180 : west,
    east: whole ? 180 : east,
    south: clamp(b.getSouth(), 90),
    north: clamp(b.getNorth(), 90),
  };
}

function boundsOf(
  points: Readonly<ListingPointsResult['points']>,
  bbox: Bbox | null,
): LngLatBounds {
  if (bbox) return new LngLatBounds([bbox.west, bbox.south], [bbox.east, bbox.north]);
  if (points.length === 0) return LngLatBounds.convert(US_BOUNDS);
  const bounds = new LngLatBounds();
  for (const p of points) bounds.extend([p.lng, p.lat]);
  return bounds;
}

// Room at the top for "Search this area", so no marker starts under it.
const FIT = { padding: { top: 72, bottom: 40, left: 40, right: 40 }, maxZoom: 12, duration: 0 };

export function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // The map's own handlers (markers, cards) read the newest props, not those of its creation.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const shownRef = useRef(new Map<string, Marker>());
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const { points, bbox, styleUrl } = latest.current;
    const shown = shownRef.current;
    const actions: MarkerActions = {
      listingHref: (id) => latest.current.listingHref(id),
      openListing: (id) => latest.current.openListing(id),
    };
    const map = new MapLibreMap({
      container: container.current!,
      style: styleUrl ?? builtInStyle(window.location.origin),
      bounds: boundsOf(points, bbox),
      fitBoundsOptions: FIT,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: {
        'Map.Title': 'Map of the communities found. Arrow keys move the map; plus and minus zoom.',
      },
    });
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(
      new AttributionControl({
        compact: true,
        customAttribution: styleUrl ? undefined : 'US outlines: U.S. Census Bureau',
      }),
    );
    map.on('load', () => {
      map.addSource(POINTS_SOURCE, {
        type: 'geojson',
        data: pointsCollection(latest.current.points),
        cluster: true,
        clusterRadius: 48,
        clusterMaxZoom: 13,
      });
      // Drawn by the HTML markers; the invisible layer makes MapLibre load the clustered data.
      map.addLayer({
        id: POINTS_SOURCE,
        type: 'circle',
        source: POINTS_SOURCE,
        paint: { 'circle-opacity': 0, 'circle-radius': 1 },
      });
      setLoaded(true);
    });
    // Once the map has drawn everything: at a move's end or a source's loading, the tiles of the
    // zoom just left may still be drawn, and markers of two zooms stayed together on a busy host.
    map.on('idle', () => syncMarkers(map, shown, actions));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // New results: new markers (the source clusters them again).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    // Cluster ids are numbered afresh for new data: the old markers cannot be reused.
    for (const marker of shownRef.current.values()) marker.remove();
    shownRef.current.clear();
    void map.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(pointsCollection(props.points));
  }, [loaded, props.points]);

  // A new search other than by area: show all of its results.
  const fitted = useRef(props.fitKey);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || props.fitKey === null || fitted.current === props.fitKey) return;
    if (props.bbox) return;
    fitted.current = props.fitKey;
    map.fitBounds(boundsOf(props.points, null), FIT);
  }, [loaded, props.fitKey, props.points, props.bbox]);

  return (
    <div className="relative h-full w-full">
      <div ref={container} className="browse-map h-full w-full" data-testid="browse-map" />
      {loaded ? (
        <Button
          type="button"
          size="sm"
          className="absolute top-3 left-1/2 z-10 -translate-x-1/2 shadow-md"
          onClick={() => mapRef.current && props.onSearchArea(visibleArea(mapRef.current))}
        >
          Search this area
        </Button>
      ) : null}
    </div>
  );
}
