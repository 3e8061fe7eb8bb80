/** What the favourite control shows for one listing: saved or not, and busy while it changes. */
export function favoriteStatus(
  listingId: string,
  savedIds: readonly string[] | undefined,
  change: { isPending: boolean; variables?: { listingId: string } | undefined },
): { saved: boolean; busy: boolean; label: 'Saved' | 'Save' } {
  const saved = savedIds?.includes(listingId) ?? false;
  return {
    saved,
    // Only the listing whose change is in flight waits; other hearts stay pressable.
    busy: change.isPending && change.variables?.listingId === listingId,
    label: saved ? 'Saved' : 'Save',
  };
}
