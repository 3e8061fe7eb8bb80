export interface Measured {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Bytes per answer as sent (compressed, headers included); HTTP measurements only. */
  bytesPerAnswer?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarise(latencies: number[], errors: number, seconds: number): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
  };
}
