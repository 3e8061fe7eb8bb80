import { describe, expect, it } from 'vitest';
import {
  FOURFOLD_BENCHMARK_INDEX,
  medianPageMicros,
  performanceGate,
  runsAtEmulatedSpeed,
  SLOW_HOST_PAGE_MICROS,
} from './host-speed.ts';

describe('performanceGate', () => {
  it('enforces the performance score on a host with ordinary memory costs', () => {
    expect(performanceGate(0.4, false).enforced).toBe(true);
    expect(performanceGate(SLOW_HOST_PAGE_MICROS, false).enforced).toBe(true);
  });
  it('reports without enforcing on a host whose fresh pages are slow, and says why', () => {
    const gate = performanceGate(9.3, false);
    expect(gate.enforced).toBe(false);
    expect(gate.reason).toContain('9.30 µs');
  });
  it('enforces anyway when asked to', () => {
    expect(performanceGate(9.3, true).enforced).toBe(true);
  });
});

describe('medianPageMicros', () => {
  it('takes the median of the figures, leaving out probes that gave no positive number', () => {
    expect(medianPageMicros([9.3, Number.NaN, 0.4, 0, -1, 0.9, Infinity])).toBe(0.9);
    expect(medianPageMicros([3, 1, 2, 4])).toBe(3);
  });

  it('refuses to give a figure when no probe gave one', () => {
    expect(() => medianPageMicros([Number.NaN, 0])).toThrow('the memory probe gave no figure');
  });
});

describe('runsAtEmulatedSpeed', () => {
  it('holds runs at or above the index the fourfold slowdown assumes, by their median', () => {
    expect(runsAtEmulatedSpeed([2247, 1715, 1361, 2090, 1951])).toBe(true);
    expect(runsAtEmulatedSpeed([1193, 1387, 1290, 1547, 1452])).toBe(false);
    expect(runsAtEmulatedSpeed([FOURFOLD_BENCHMARK_INDEX])).toBe(true);
  });

  it('leaves out runs that gave no index, and holds none when none gave one', () => {
    expect(runsAtEmulatedSpeed([0, 0, 1700])).toBe(true);
    expect(runsAtEmulatedSpeed([0, Number.NaN])).toBe(false);
  });
});
