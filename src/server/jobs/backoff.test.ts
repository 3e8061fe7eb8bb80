import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(40, 30_000, () => 0)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1_000, 30_000, () => 0)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('adds up to a fifth at random so that jobs failed together spread out', () => {
    expect(retryDelayMs(1, 10_000, () => 0.999)).toBeLessThanOrEqual(12_000);
    expect(retryDelayMs(1, 10_000, () => 0.5)).toBe(11_000);
  });
});
