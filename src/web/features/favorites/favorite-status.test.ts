import { describe, expect, it } from 'vitest';
import { favoriteStatus } from './favorite-status.ts';

const idle = { isPending: false };

describe('favoriteStatus', () => {
  it('is not saved while the favourites are unknown or do not hold the listing', () => {
    expect(favoriteStatus('a', undefined, idle)).toEqual({
      saved: false,
      busy: false,
      label: 'Save',
    });
    expect(favoriteStatus('a', ['b'], idle)).toEqual({ saved: false, busy: false, label: 'Save' });
  });

  it('is saved when the favourites hold the listing', () => {
    expect(favoriteStatus('a', ['b', 'a'], idle)).toEqual({
      saved: true,
      busy: false,
      label: 'Saved',
    });
  });

  it('is busy only while this listing’s change is in flight', () => {
    const changingA = { isPending: true, variables: { listingId: 'a' } };
    expect(favoriteStatus('a', [], changingA).busy).toBe(true);
    expect(favoriteStatus('b', [], changingA).busy).toBe(false);
    expect(favoriteStatus('a', [], { isPending: false, variables: { listingId: 'a' } }).busy).toBe(
      false,
    );
  });
});
