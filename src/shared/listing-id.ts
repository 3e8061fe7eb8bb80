// docs/product.md §3: a listing id that is not a UUID (the built-in samples "1"–"6") is stored as a UUID of
// zeros with the id left-padded to 12 digits, and converted back when read.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAMPLE_PREFIX = '00000000-0000-0000-0000-';
const SAMPLE_ID_PATTERN = /^[1-9][0-9]{0,11}$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The stored (UUID) form of a public listing id, or null when it is neither form. */
export function toStoredListingId(id: string): string | null {
  if (isUuid(id)) return id.toLowerCase();
  if (SAMPLE_ID_PATTERN.test(id)) return SAMPLE_PREFIX + id.padStart(12, '0');
  return null;
}

/** The public id of a stored listing id: "3" for a padded sample UUID, else the UUID itself. */
export function toPublicListingId(storedId: string): string {
  if (storedId.startsWith(SAMPLE_PREFIX)) {
    const digits = storedId.slice(SAMPLE_PREFIX.length).replace(/^0+/, '');
    if (/^[0-9]+$/.test(digits)) return digits;
  }
  return storedId;
}
