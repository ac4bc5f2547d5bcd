import { LISTING_BUDGET_RANGES, LISTING_KM_RANGES } from '@carsetu/contracts';

/** A range option as [from, to) in the column's own unit; to null = open-ended. */
export interface RangeOption {
  id: string;
  label: string;
  from: number;
  to: number | null;
}

export const BUDGET_OPTIONS: RangeOption[] = LISTING_BUDGET_RANGES.map((range) => ({
  id: range.id,
  label: range.label,
  from: range.min * 100,
  // priceMax is inclusive in rupees, so the exclusive bound in paise is one paisa above it.
  to: range.max === null ? null : range.max * 100 + 1,
}));
export const KM_OPTIONS: RangeOption[] = LISTING_KM_RANGES.map((range) => ({
  id: range.id,
  label: range.label,
  from: range.minKm,
  to: range.maxKm,
}));

/** Cut points of overlapping ranges: every range is a union of the intervals between them. */
export function cutPoints(options: RangeOption[]): number[] {
  const points = new Set<number>();
  for (const option of options) {
    points.add(option.from);
    if (option.to !== null) points.add(option.to);
  }
  return [...points].sort((a, b) => a - b);
}

/** width_bucket interval counts → counts per (overlapping) range option. */
export function foldRanges(
  intervals: Map<string, number>,
  options: RangeOption[],
): Map<string, number> {
  const points = cutPoints(options);
  const counts = new Map<string, number>();
  for (const option of options) {
    let count = 0;
    for (const [bucket, n] of intervals) {
      const index = Number(bucket); // interval [points[index-1], points[index])
      if (index === 0) continue;
      const from = points[index - 1]!;
      const to = index < points.length ? points[index]! : null;
      const inside =
        from >= option.from && (option.to === null || (to !== null && to <= option.to));
      if (inside) count += n;
    }
    counts.set(option.id, count);
  }
  return counts;
}
