import { describe, expect, it } from 'vitest';
import { medianScore } from './median-score.ts';

describe('medianScore', () => {
  it('is the middle score, so one outlier run neither fails nor passes a page', () => {
    expect(medianScore([99, 99, 99, 94, 99])).toBe(99);
    expect(medianScore([90, 99, 91, 92, 100])).toBe(92);
  });
  it('takes the lower middle of an even count', () => {
    expect(medianScore([96, 94, 98, 93])).toBe(94);
  });
  it('refuses an empty list', () => {
    expect(() => medianScore([])).toThrow();
  });
});
