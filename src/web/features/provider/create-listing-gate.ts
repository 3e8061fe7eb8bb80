import type { CREATE_LISTING_REFUSALS, ProviderCapabilities } from '#shared/provider-schemas.ts';

/** Where /create-listing stands: the form, a failed check, a refusal, or still asking. */
export type CreateListingGate =
  | { state: 'admitted' }
  | { state: 'failed' }
  | { state: 'refused'; reason: (typeof CREATE_LISTING_REFUSALS)[number] }
  | { state: 'checking' };

/**
 * Decides the gate from the server's fresh answer (undefined until one arrives). `admitted` stays
 * true once the form is shown, so a later refetch can never take a half-filled form away.
 */
export function createListingGate(
  admitted: boolean,
  failed: boolean,
  answer: ProviderCapabilities | undefined,
): CreateListingGate {
  if (admitted) return { state: 'admitted' };
  if (failed) return { state: 'failed' };
  if (answer?.reason) return { state: 'refused', reason: answer.reason };
  return { state: 'checking' };
}
