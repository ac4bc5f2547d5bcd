/**
 * The bench harness: every suite returns rows, run-all.ts prints one table and writes
 * bench/results.json. Machines are noisy, so each suite measures its subject next to a baseline
 * in the same run and reports the ratio; absolute numbers are for context only.
 */
export interface BenchRow {
  suite: string;
  name: string;
  /** e.g. { p50Ms: 1.2, p95Ms: 3.4, rps: 1200, ratio: 0.8 } */
  figures: Record<string, number | string>;
  note?: string;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchRow[]>;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** Times fn `iterations` times after `warmup` runs; returns sorted durations in ms. */
export async function timeIt(
  fn: () => Promise<unknown>,
  iterations: number,
  warmup = 5,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const durations: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
