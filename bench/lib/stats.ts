/** The q-quantile (0..1) of samples by the nearest-rank method. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5);

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** autocannon's latencies are whole milliseconds: 0 means under one. */
export const wholeMs = (value: number) => (value < 1 ? '<1 ms' : `${Math.round(value)} ms`);
