import { Marker, Popup, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import type { Point } from 'geojson';
import type { ListingPointsResult } from '#shared/map-schemas.ts';
import { formatMonthlyPrice } from '#web/lib/listing-format.ts';

// The map's markers are HTML buttons placed over the WebGL map (docs/decisions/046): a cluster
// shows its count without any glyphs, and every marker is reached by Tab and pressed by Enter.
// The clustering itself is MapLibre's (the `points` GeoJSON source with `cluster: true`).

export const POINTS_SOURCE = 'points';

export interface MarkerActions {
  /** The listing's dialog link on this page (the list's cards open the same one). */
  listingHref(id: string): string;
  openListing(id: string): void;
}

/** The search's points as the clustered source's data; each keeps what its card says. */
export const pointsCollection = (
  points: Readonly<ListingPointsResult['points']>,
): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: points.map((p) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    properties: { id: p.id, title: p.title, price: p.price },
  })),
});

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

/** The card a community's marker opens: its name, price and the link to its details. */
function card(id: string, title: string, price: number, actions: MarkerActions): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-card';
  const name = document.createElement('p');
  name.className = 'map-card-title';
  name.textContent = title;
  const cost = document.createElement('p');
  cost.textContent = formatMonthlyPrice(price);
  const link = document.createElement('a');
  link.href = actions.listingHref(id);
  link.textContent = 'View details';
  link.setAttribute('aria-label', `View details of ${title}`);
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    actions.openListing(id);
  });
  root.append(name, cost, link);
  return root;
}

/** One card open at a time; its close button or another marker closes it. */
let openCard: Popup | null = null;

type Props = { cluster?: boolean; cluster_id?: number; point_count?: number } & Record<
  string,
  unknown
>;

function markerFor(map: MapLibreMap, props: Props, at: [number, number], actions: MarkerActions) {
  if (props.cluster) {
    const count = props.point_count ?? 0;
    const element = button('map-cluster', `${count} communities here: zoom in`, String(count));
    element.addEventListener('click', () => {
      const source = map.getSource<GeoJSONSource>(POINTS_SOURCE);
      void source?.getClusterExpansionZoom(props.cluster_id!).then((zoom) => {
        map.easeTo({ center: at, zoom });
      });
    });
    return element;
  }
  const id = String(props.id);
  const title = String(props.title);
  const price = Number(props.price);
  const element = button('map-point', `${title}, ${formatMonthlyPrice(price)}`, '');
  element.addEventListener('click', () => {
    openCard?.remove();
    // Not closed by the map's click: that is this very click, reaching the map after the marker.
    openCard = new Popup({ offset: 14, maxWidth: '260px', closeOnClick: false })
      .setLngLat(at)
      .setDOMContent(card(id, title, price, actions))
      .addTo(map);
  });
  return element;
}

/**
 * Puts a marker on every cluster and community the map draws at this zoom, reusing the ones
 * still there and removing the rest. Called when the map is idle after a move or new data. What
 * is drawn, not what the source holds: the source also keeps the tiles of the zoom just left.
 */
export function syncMarkers(
  map: MapLibreMap,
  shown: Map<string, Marker>,
  actions: MarkerActions,
): void {
  const seen = new Set<string>();
  for (const feature of map.queryRenderedFeatures({ layers: [POINTS_SOURCE] })) {
    const props = feature.properties as Props;
    const key = props.cluster ? `c${props.cluster_id}:${props.point_count}` : `p${props.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (shown.has(key)) continue;
    const at = (feature.geometry as Point).coordinates as [number, number];
    const marker = new Marker({ element: markerFor(map, props, at, actions) }).setLngLat(at);
    shown.set(key, marker.addTo(map));
  }
  for (const [key, marker] of shown) {
    if (seen.has(key)) continue;
    marker.remove();
    shown.delete(key);
  }
}
