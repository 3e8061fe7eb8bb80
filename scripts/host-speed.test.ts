import { describe, expect, it } from 'vitest';
import { freshPageMicros, performanceGate, SLOW_HOST_PAGE_MICROS } from './host-speed.ts';

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

describe('freshPageMicros', () => {
  it('measures a positive cost per page', () => {
    const micros = freshPageMicros({ pages: 4096, samples: 1 });
    expect(micros).toBeGreaterThan(0);
    expect(Number.isFinite(micros)).toBe(true);
  });
});
