import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapOutlineLayer } from '#shared/map-schemas.ts';

// The browse map's offline basemap (docs/decisions/046): the US land, state borders and county
// borders of us-atlas (Census cartographic boundaries, 1:10,000,000), turned from TopoJSON into
// GeoJSON once per process. Borders are meshes: a line shared by two states is drawn once.

const require = createRequire(import.meta.url);

/** Degrees kept: three decimals is about 100 m, finer than the 1:10M source. */
const round = (value: unknown): unknown =>
  Array.isArray(value)
    ? typeof value[0] === 'number'
      ? value.map((v: number) => Math.round(v * 1000) / 1000)
      : value.map(round)
    : value;

async function topology(file: 'states-10m.json' | 'counties-10m.json'): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology;
}

const objectOf = (topo: Topology, name: string) => topo.objects[name] as GeometryCollection;
const between = (a: unknown, b: unknown) => a !== b;

async function build(layer: MapOutlineLayer): Promise<unknown> {
  if (layer === 'counties') {
    const topo = await topology('counties-10m.json');
    return mesh(topo, objectOf(topo, 'counties'), between);
  }
  const topo = await topology('states-10m.json');
  return layer === 'land'
    ? feature(topo, objectOf(topo, 'nation'))
    : mesh(topo, objectOf(topo, 'states'), between);
}

const built = new Map<MapOutlineLayer, Promise<string>>();

/** One layer as GeoJSON text, built on its first request and kept for the process's life. */
export function outlineGeoJson(layer: MapOutlineLayer): Promise<string> {
  let text = built.get(layer);
  if (!text) {
    text = build(layer).then((geojson) =>
      JSON.stringify(geojson, (key, value: unknown) =>
        key === 'coordinates' ? round(value) : value,
      ),
    );
    // A failed build is tried again by the next request rather than kept.
    text.catch(() => built.delete(layer));
    built.set(layer, text);
  }
  return text;
}
