import { placeKey } from './place-text.ts';

/** A place's id in the index: its name's key and its state. */
export const cityId = (key: string, state: string) => `${key}|${state}`;

export type Sum = {
  city: string;
  state: string;
  key: string;
  lats: number[];
  lngs: number[];
  /** The town (by id) of each ZIP code, as lats and lngs; '' where no town has it. */
  towns: string[];
  kind: 'town' | 'county' | 'region';
};

export type ZipEntry = { zip: string; latitude: number; longitude: number; state: string };

/**
 * The places' ZIP codes, summed by name and state. Each name's key is worked out once: a name has
 * about ten ZIP codes, and `placeKey` is most of the index's building time.
 */
export class Sums extends Map<string, Sum> {
  private readonly keyOfName = new Map<string, string>();

  /** The regions (by id) each town or county (by id) is part of. */
  readonly regionsOf = new Map<string, Set<string>>();

  /** placeKey(name), worked out once per name. */
  keyOf(name: string): string {
    let key = this.keyOfName.get(name);
    if (key === undefined) this.keyOfName.set(name, (key = placeKey(name)));
    return key;
  }

  /** Adds a ZIP code (of `town`, if not a town's own) to a place of this name; returns its id. */
  add(city: string, entry: ZipEntry, kind: Sum['kind'] = 'town', town = ''): string {
    const key = this.keyOf(city);
    const id = cityId(key, entry.state);
    const sum = this.get(id) ?? {
      city,
      state: entry.state,
      key,
      lats: [],
      lngs: [],
      towns: [],
      kind,
    };
    sum.lats.push(entry.latitude);
    sum.lngs.push(entry.longitude);
    sum.towns.push(kind === 'town' ? id : town);
    this.set(id, sum);
    return id;
  }

  /** Adds a ZIP code of a town or county (`part`) to a region; `town`: its town's id, or ''. */
  addToRegion(region: string, entry: ZipEntry, part: string, town: string): void {
    this.add(region, entry, 'region', town);
    this.partOf(region, entry.state, part);
  }

  /** Records a town or county (by id) as part of a region (by name) of that state. */
  partOf(region: string, state: string, part: string): void {
    const id = cityId(this.keyOf(region), state);
    const regions = this.regionsOf.get(part) ?? new Set<string>();
    this.regionsOf.set(part, regions.add(id));
  }
}
