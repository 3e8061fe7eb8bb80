import type { StyleSpecification } from 'maplibre-gl';

// The browse map's built-in style (docs/decisions/046): the US outlines this server serves, on a
// plain background, with no glyphs, sprites or tiles from anywhere else. Counts and names are
// HTML markers (map-markers.ts), so the style needs no fonts.

const outlines = (layer: 'land' | 'states' | 'counties') => `/api/map/outlines/${layer}`;

/** Colours of the site's theme, as the map's WebGL layers cannot read CSS variables. */
const COLOURS = {
  // Beyond the US (Canada, Mexico and the oceans alike): the directory lists none there.
  beyond: '#e4e7ea',
  land: '#f7f5f0',
  states: '#8a8f98',
  counties: '#c9ccd1',
} as const;

/** The style, with absolute data URLs: the map's worker resolves them against no page. */
export function builtInStyle(origin: string): StyleSpecification {
  const data = (layer: 'land' | 'states' | 'counties') => new URL(outlines(layer), origin).href;
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: data('land') },
      states: { type: 'geojson', data: data('states') },
      counties: { type: 'geojson', data: data('counties') },
    },
    layers: [
      { id: 'beyond', type: 'background', paint: { 'background-color': COLOURS.beyond } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'counties',
        type: 'line',
        source: 'counties',
        // County lines only once a state fills much of the screen.
        minzoom: 5,
        paint: { 'line-color': COLOURS.counties, 'line-width': 0.5 },
      },
      {
        id: 'states',
        type: 'line',
        source: 'states',
        paint: {
          'line-color': COLOURS.states,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.5],
        },
      },
    ],
  };
}

/** The contiguous US, the first view when there is nothing to fit. */
export const US_BOUNDS: [number, number, number, number] = [-125, 24, -66.5, 49.5];
