/**
 * A map area: `bbox=west,south,east,north` in degrees on /browse and GET /api/listings(/points)
 * (docs/decisions/046). The directory is US-only, so an area crossing the antimeridian (west
 * greater than east) is refused rather than split in two.
 */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Longest bbox text accepted: four numbers at full double precision and three commas. */
export const BBOX_TEXT_MAX = 100;
export const BBOX_MESSAGES = {
  format: 'bbox must be four numbers: west,south,east,north',
  lng: 'bbox west and east must be between -180 and 180',
  lat: 'bbox south and north must be between -90 and 90',
  order: 'bbox south must be below north',
  antimeridian:
    'bbox west must be less than east (an area across the antimeridian is not searched)',
} as const;

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/** The area a bbox parameter names, or the message saying why it names none. */
export function readBbox(raw: string): Bbox | { error: string } {
  const parts = raw.length <= BBOX_TEXT_MAX ? raw.split(',') : [];
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) {
    return { error: BBOX_MESSAGES.format };
  }
  const [west, south, east, north] = parts.map(Number);
  const inRange = (v: number, limit: number) => v >= -limit && v <= limit;
  if (!inRange(west, 180) || !inRange(east, 180)) return { error: BBOX_MESSAGES.lng };
  if (!inRange(south, 90) || !inRange(north, 90)) return { error: BBOX_MESSAGES.lat };
  if (south >= north) return { error: BBOX_MESSAGES.order };
  if (west >= east) return { error: BBOX_MESSAGES.antimeridian };
  return { west, south, east, north };
}

/** Degrees kept in a written bbox: 5 decimals is about a metre, and keeps URLs short. */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** The parameter text of an area (the inverse of readBbox, rounded to about a metre). */
export const writeBbox = (b: Bbox): string =>
  [b.west, b.south, b.east, b.north].map(round).join(',');
