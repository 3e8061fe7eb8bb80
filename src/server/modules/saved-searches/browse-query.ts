import { listingSearchQuerySchema, type ListingSearchQuery } from '#shared/listing-schemas.ts';
import { AppError } from '../../errors.ts';

/** The browse parameters a saved search keeps; paging and the open dialog are not the search. */
const KEPT = [
  'location',
  'type',
  'amenity',
  'room',
  'payment',
  'sort',
  'minPrice',
  'maxPrice',
  'zip',
  'lat',
  'lng',
  'radius',
] as const;

function rawValues(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of KEPT) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length > 0) raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

function written(query: ListingSearchQuery): string {
  const out = new URLSearchParams();
  for (const key of KEPT) {
    // The best match is browse's default order: left out, as browse leaves it out.
    if (key === 'sort' && query.sort === 'best') continue;
    for (const v of [query[key]].flat()) if (v !== undefined) out.append(key, String(v));
  }
  return out.toString();
}

/**
 * A browse address's query string, checked with browse's own schema and written back in one
 * order (so the same search is saved the same way). Bad filters answer 400 with browse's message.
 */
export function readBrowseQuery(text: string): { query: ListingSearchQuery; normalised: string } {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const parsed = listingSearchQuerySchema.safeParse(rawValues(params));
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid search');
  }
  return { query: parsed.data, normalised: written(parsed.data) };
}
