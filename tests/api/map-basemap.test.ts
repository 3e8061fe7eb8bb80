import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';

// The browse map's built-in basemap and its style setting (docs/decisions/046).
let ctx: TestContext;
let styled: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  styled = await createTestApp({ mapStyleUrl: 'https://tiles.example.com/styles/light.json' });
});
afterAll(async () => {
  await ctx.close();
  await styled.close();
});

const get = (url: string, on = ctx) => on.app.inject({ method: 'GET', url });

describe('GET /api/map/outlines/:layer', () => {
  it.each([
    ['land', 'FeatureCollection', 'MultiPolygon'],
    ['states', 'MultiLineString', null],
    ['counties', 'MultiLineString', null],
  ])('%s is GeoJSON in degrees, kept by browsers for a day', async (layer, type, geometry) => {
    const response = await get(`/api/map/outlines/${layer}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = response.json();
    expect(body.type).toBe(type);
    if (geometry) expect(body.features[0].geometry.type).toBe(geometry);
    // Longitudes and latitudes of the US (Alaska's Aleutians cross to +172), at 3 decimals.
    const text = response.body;
    const first = JSON.stringify(body).match(/\[(-?\d+(\.\d+)?),(-?\d+(\.\d+)?)\]/)!;
    expect(Math.abs(Number(first[1]))).toBeLessThanOrEqual(180);
    expect(Math.abs(Number(first[3]))).toBeLessThanOrEqual(90);
    expect(text).not.toMatch(/\d\.\d{4,}/);
  });

  it('an unknown layer is a 400, not a file read', async () => {
    for (const layer of ['nation', '..%2Fpackage.json', 'states-10m.json']) {
      expect((await get(`/api/map/outlines/${layer}`)).statusCode).toBe(400);
    }
  });
});

describe('MAP_STYLE_URL', () => {
  it('is passed to the page through /api/config; without it the map draws the outlines', async () => {
    expect((await get('/api/config')).json().mapStyleUrl).toBeNull();
    expect((await get('/api/config', styled)).json().mapStyleUrl).toBe(
      'https://tiles.example.com/styles/light.json',
    );
  });

  it('adds only its origin to the policy, where the map reads from it', async () => {
    const plain = String((await get('/api/health')).headers['content-security-policy']);
    expect(plain).not.toContain('tiles.example.com');
    expect(plain).toContain("worker-src 'self'");
    const policy = String((await get('/api/health', styled)).headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self' https:\/\/tiles\.example\.com(;|$)/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com(;|$)/);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toContain("worker-src 'self'");
  });

  it('must be an http(s) URL', () => {
    expect(() => parseEnv({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
    expect(() => parseEnv({ MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/);
    expect(parseEnv({ MAP_STYLE_URL: 'https://a.example/style.json' }).MAP_STYLE_URL).toBe(
      'https://a.example/style.json',
    );
  });
});
