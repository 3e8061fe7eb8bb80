import type { PlaceSuggestions } from '#shared/place-schemas.ts';
import { communityPath } from '#shared/seo-paths.ts';

/** One row of the location box's list: a place searches, a community opens its page. */
export type LocationOption =
  | { kind: 'place'; key: string; label: string; value: string }
  | { kind: 'community'; key: string; label: string; place: string; path: string };

export type OptionGroup = { label: string; options: LocationOption[] };

/**
 * The rows in list order, places first and then communities (their index is their position in
 * the one listbox), and the groups they are shown in: none when only places are suggested, as
 * before names were; else "Places" and "Communities", each when it has rows.
 */
export function locationOptions(data: PlaceSuggestions | undefined): {
  options: LocationOption[];
  groups: OptionGroup[] | null;
} {
  const places: LocationOption[] = (data?.places ?? []).map((p) => ({
    kind: 'place',
    key: `place:${p.label}`,
    label: p.label,
    value: p.value,
  }));
  const communities: LocationOption[] = (data?.communities ?? []).map((c) => ({
    kind: 'community',
    key: `community:${c.id}`,
    label: c.title,
    place: c.place,
    path: communityPath(c),
  }));
  const options = [...places, ...communities];
  if (communities.length === 0) return { options, groups: null };
  const groups = [
    { label: 'Places', options: places },
    { label: 'Communities', options: communities },
  ].filter((g) => g.options.length > 0);
  return { options, groups };
}

/** What the status region says while the list is open. */
export function suggestionsAnnouncement(options: LocationOption[]): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const communities = options.filter((o) => o.kind === 'community').length;
  const total = count(options.length, 'suggestion', 'suggestions');
  const parts =
    communities === 0
      ? total
      : `${total}: ${count(options.length - communities, 'place', 'places')}, ${count(communities, 'community', 'communities')}`;
  return `${parts}. Use up and down arrows to choose.`;
}
