import { describe, expect, it } from 'vitest';
import { distanceMiles, priceBounds, zipDistanceEstimate } from './geo.ts';

describe('distanceMiles', () => {
  it('gives great-circle miles between Portland and Seattle ZIP centroids', () => {
    // 97214 (Portland, OR) → 98107 (Seattle, WA)
    expect(distanceMiles({ lat: 45.5142, lng: -122.6364 }, { lat: 47.6701, lng: -122.3763 })).toBe(
      149,
    );
  });
  it('is zero for the same point and symmetric', () => {
    const p = { lat: 40, lng: -70 };
    const q = { lat: 41, lng: -71 };
    expect(distanceMiles(p, p)).toBe(0);
    expect(distanceMiles(p, q)).toBe(distanceMiles(q, p));
  });
});

describe('zipDistanceEstimate', () => {
  it('is |a − b| / 100, rounded', () => {
    expect(zipDistanceEstimate('97201', '97301')).toBe(1);
    expect(zipDistanceEstimate('10001', '10250')).toBe(2);
  });
});

describe('priceBounds', () => {
  it('defaults to 1000–8000 without listings', () => {
    expect(priceBounds(null, null)).toEqual({ min: 1000, max: 8000 });
  });
  it('widens by 10% each side, floored and ceiled to 100', () => {
    // 1500 × 0.9 = 1350 → 1300; 5500 × 1.1 = 6050 → 6100
    expect(priceBounds(1500, 5500)).toEqual({ min: 1300, max: 6100 });
  });
});
