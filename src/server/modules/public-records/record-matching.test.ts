import { describe, expect, it } from 'vitest';
import { matchKey, normaliseAddress, normaliseName } from './record-matching.ts';

describe('matching a record to a listing', () => {
  it('sets aside case, punctuation, company words and street abbreviations', () => {
    expect(normaliseName('The Maple Grove, Inc.')).toBe('maple grove');
    expect(normaliseAddress('100 North Main Street, Suite 2')).toBe('100 n main st ste 2');
    expect(
      matchKey({ name: 'MAPLE GROVE LLC', address: '100 N. MAIN ST', zipCode: '97201-1234' }),
    ).toBe(matchKey({ name: 'Maple Grove', address: '100 North Main Street', zipCode: '97201' }));
  });

  it('keeps different communities apart', () => {
    const a = { name: 'Maple Grove', address: '100 Main St', zipCode: '97201' };
    expect(matchKey(a)).not.toBe(matchKey({ ...a, zipCode: '97202' }));
    expect(matchKey(a)).not.toBe(matchKey({ ...a, address: '102 Main St' }));
    expect(matchKey(a)).not.toBe(matchKey({ ...a, name: 'Maple Grove Memory Care' }));
  });
});
