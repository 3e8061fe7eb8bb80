import { DEFAULT_PRICE_RANGE, EARTH_RADIUS_MILES, PRICE_STEP } from './constants.ts';

export interface Coordinates {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in whole miles (docs/product.md §9: Earth radius 3958.8, rounded). */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)));
}

/** A latitude/longitude box; west and east are longitudes, south and north latitudes. */
export interface Box {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

const MILES_PER_DEGREE_LAT = 69.0;

/**
 * The box that holds every point within `miles` of `center`: what a search around a point reads
 * from the geo index before it keeps the exact great-circle distance.
 */
export function boxAround({ lat, lng }: Coordinates, miles: number): Box {
  const latDelta = miles / MILES_PER_DEGREE_LAT;
  const cosLat = Math.max(Math.cos(toRadians(lat)), 0.01);
  const lngDelta = miles / (MILES_PER_DEGREE_LAT * cosLat);
  return {
    latMin: lat - latDelta,
    latMax: lat + latDelta,
    lngMin: lng - lngDelta,
    lngMax: lng + lngDelta,
  };
}

/** docs/product.md §9's rough estimate, used only for a ZIP the offline dataset does not know. */
export function zipDistanceEstimate(zipA: string, zipB: string): number {
  return Math.round(Math.abs(Number(zipA) - Number(zipB)) / 100);
}

/**
 * Price-slider bounds (docs/product.md §9): 1000–8000 with no listings; otherwise the lowest and highest
 * starting prices widened by 10% each side, floored/ceiled to the nearest 100.
 */
export function priceBounds(minPrice: number | null, maxPrice: number | null) {
  if (minPrice === null || maxPrice === null) return { ...DEFAULT_PRICE_RANGE };
  return {
    min: Math.floor((minPrice * 0.9) / PRICE_STEP) * PRICE_STEP,
    max: Math.ceil((maxPrice * 1.1) / PRICE_STEP) * PRICE_STEP,
  };
}
