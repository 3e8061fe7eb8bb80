import { describe, expect, it } from 'vitest';
import { formatTotal, resultCountText } from './result-count.ts';

describe('result counts', () => {
  it('shows exact counts as they are, with thousands separators', () => {
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(42)).toBe('42 results');
    expect(formatTotal(12345)).toBe('12,345');
  });

  it('marks a capped count as a lower bound', () => {
    expect(resultCountText(1000, true)).toBe('1,000+ results');
    expect(formatTotal(1060, true)).toBe('1,060+');
  });
});
