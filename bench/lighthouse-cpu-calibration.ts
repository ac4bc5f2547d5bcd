import type { Artifacts, Flags, Result, RunnerResult } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';

/**
 * Lighthouse's mobile run emulates a mid-tier phone by multiplying every main-thread task the
 * host ran by `cpuSlowdownMultiplier`, 4 by default. That 4 is meant for a high-end desktop
 * (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"): on a slower host the same 4
 * emulates a far slower phone, and Lighthouse itself then warns that the host "appears to have a
 * slower CPU than Lighthouse expects" and asks for a calibrated multiplier. This bench's machines
 * read a `benchmarkIndex` of 950 to 2,900 between sessions and within an hour (decisions 0197,
 * 0200), so one build read TBT 0–40 ms on one and 400–1,000 on another.
 *
 * The calibrated multiplier comes from the host's own `benchmarkIndex`, measured by Lighthouse in
 * the same run, through the formula of Lighthouse's CPU throttling calculator (linked from that
 * doc; patrickhulce/lighthouse-cpu-throttling-calculator): 2× at 800, 3× at 1,300, 4× at 1,533,
 * 6× at 2,000, growing by 1× per 233 above 1,300. It is not a discount: a host faster than
 * 1,533 gets a multiplier above the default 4 (the 2,000–2,900 machine of decision 0200 gets 6–9.7).
 */

/** Below this index the calculator declines: the host is too slow to emulate the target phone. */
export const SLOWEST_CALIBRATABLE_INDEX = 150;
/** Lighthouse's default mobile multiplier, printed beside the calibrated figures for reference. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The calculator's multiplier for a host's `benchmarkIndex`, or undefined below 150. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATABLE_INDEX) {
    return undefined;
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** Flags shared by every run of the suite: mobile (Lighthouse's default), performance only. */
export const LIGHTHOUSE_FLAGS: Readonly<Flags> = {
  onlyCategories: ['performance'],
  output: 'json',
  logLevel: 'error',
};

/**
 * Audits a run's gathered artifacts again with another CPU multiplier. Lighthouse's simulated
 * throttling computes every timing from the unthrottled trace, so the same page load is judged
 * as if on a slower or faster phone without loading it again: both figures of a row come from
 * one load. The artifacts carry the settings they were gathered with, and Lighthouse refuses to
 * audit with different ones, so the copy carries the new settings.
 */
export async function auditWithCpuSlowdown(
  artifacts: Artifacts,
  cpuSlowdownMultiplier: number,
): Promise<Result> {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {
    ...LIGHTHOUSE_FLAGS,
    throttling: { cpuSlowdownMultiplier },
  });
  const result: RunnerResult | undefined = await Runner.audit(
    { ...artifacts, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  if (!result?.lhr) throw new Error('Lighthouse gave no result when auditing again');
  return result.lhr;
}
