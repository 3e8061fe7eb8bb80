import { describe, expect, it } from 'vitest';
import type { ProviderCapabilities } from '#shared/provider-schemas.ts';
import { createListingGate } from './create-listing-gate.ts';

const allowed: ProviderCapabilities = {
  plan: 'Basic',
  canCreateListing: true,
  reason: null,
  listingsUsed: 1,
  listingsDraft: 0,
  listingLimit: 3,
};
const full: ProviderCapabilities = {
  ...allowed,
  canCreateListing: false,
  reason: 'LISTING_LIMIT_REACHED',
  listingsUsed: 3,
};

describe('createListingGate', () => {
  it('keeps checking until the server answers, and while a yes is not yet remembered', () => {
    expect(createListingGate(false, false, undefined)).toEqual({ state: 'checking' });
    expect(createListingGate(false, false, allowed)).toEqual({ state: 'checking' });
  });

  it('refuses with the server’s reason', () => {
    expect(createListingGate(false, false, full)).toEqual({
      state: 'refused',
      reason: 'LISTING_LIMIT_REACHED',
    });
  });

  it('reports a failed check only before the form was shown', () => {
    expect(createListingGate(false, true, undefined)).toEqual({ state: 'failed' });
    expect(createListingGate(true, true, undefined)).toEqual({ state: 'admitted' });
  });

  it('keeps an admitted provider on the form whatever a later answer says', () => {
    expect(createListingGate(true, false, full)).toEqual({ state: 'admitted' });
  });
});
