import { describe, expect, it } from 'vitest';
import { toPublicListingId, toStoredListingId } from './listing-id.ts';

describe('listing ids', () => {
  it('pads a sample id into the zero UUID form and back', () => {
    expect(toStoredListingId('3')).toBe('00000000-0000-0000-0000-000000000003');
    expect(toPublicListingId('00000000-0000-0000-0000-000000000003')).toBe('3');
  });
  it('keeps real UUIDs (lower-cased)', () => {
    const id = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    expect(toStoredListingId(id)).toBe(id.toLowerCase());
    expect(toPublicListingId(id.toLowerCase())).toBe(id.toLowerCase());
  });
  it('rejects anything else', () => {
    expect(toStoredListingId('0')).toBeNull();
    expect(toStoredListingId('abc')).toBeNull();
    expect(toStoredListingId('1; drop table')).toBeNull();
  });
});
