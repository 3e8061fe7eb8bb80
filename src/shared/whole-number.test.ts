import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number.ts';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

describe('wholeNumber', () => {
  it('writes what Intl writes for en-US whole numbers', () => {
    const values = [7, 42, 999, 1000, 1234, 3200, 12_345, 999_999, 1_000_000, 123_456_789];
    for (const value of [0, ...values, ...values.map((v) => -v)]) {
      expect(wholeNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('rounds halves away from zero, as Intl does', () => {
    for (const value of [0.4, 0.5, 1.5, 2.5, 999.5, 1499.49, -2.5, -999.5]) {
      expect(wholeNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('writes zero without a sign, where Intl writes "-0"', () => {
    expect(wholeNumber(-0)).toBe('0');
    expect(wholeNumber(-0.4)).toBe('0');
  });
});
