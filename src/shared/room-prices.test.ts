import { describe, expect, it } from 'vitest';
import { priceConfirmation, pricedRoomOfSort, startingPrice } from './room-prices.ts';

describe('startingPrice', () => {
  it('is the typed price when no room is priced', () => {
    expect(startingPrice(3200, [])).toBe(3200);
  });
  it('is the lowest room price when rooms are priced, whatever was typed', () => {
    const rooms = [
      { minPrice: 4100, maxPrice: 4800 },
      { minPrice: 3650, maxPrice: null },
    ];
    expect(startingPrice(9999, rooms)).toBe(3650);
  });
});

describe('priceConfirmation', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says when prices were confirmed within 180 days', () => {
    expect(priceConfirmation('2026-06-01T09:00:00Z', now)).toEqual({
      fresh: true,
      text: 'Prices confirmed on June 1, 2026',
    });
  });
  it('says since when they were not confirmed after 180 days', () => {
    expect(priceConfirmation('2026-05-29T09:00:00Z', now)).toEqual({
      fresh: false,
      text: 'Prices not confirmed since May 29, 2026',
    });
  });
  it('says nothing when there is no date (a built-in sample)', () => {
    expect(priceConfirmation(null, now)).toBeNull();
  });
});

describe('pricedRoomOfSort', () => {
  const rooms = [
    { roomType: 'studio' as const, minPrice: 3900 },
    { roomType: 'companion-suite' as const, minPrice: 3100 },
  ];
  it('finds the first priced room of each sort', () => {
    expect(pricedRoomOfSort(rooms, 'private')?.roomType).toBe('studio');
    expect(pricedRoomOfSort(rooms, 'shared')?.roomType).toBe('companion-suite');
  });
  it('finds none when no room of that sort is priced', () => {
    expect(pricedRoomOfSort(rooms.slice(0, 1), 'shared')).toBeUndefined();
  });
});
