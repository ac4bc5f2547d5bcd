import type { Database } from '@carsetu/db';
import { parseKmRange, type FacetName } from '@carsetu/contracts';
import {
  freshFacetIndex,
  type CategoryColumn,
  type ListingFacetIndex,
} from './listing-facet-index';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints, foldRanges } from './listing-facet-ranges';
import type { FacetCounts } from './listing-facets.repository';
import { activeDimensions, type FilterDimension, type ResolvedFilters } from './listing-where';

/** A facet's value per slot and where its counts go. */
interface FacetCounter {
  name: FacetName;
  values: Uint16Array;
  counts: Int32Array;
}

/** A filter as "mask[codes[slot]] === 1", or a numeric test for price and km. */
type SlotFilter =
  | { kind: 'mask'; codes: Uint16Array; mask: Uint8Array }
  | { kind: 'test'; test: (slot: number) => boolean };

/**
 * Exact counts per option, each facet with every active filter except its own (the rule of
 * decision 0051), over the in-memory index (decision 0058): a row failing no filter counts in
 * the total and every facet; a row failing exactly one filter counts only in the facets of that
 * filter's dimension; a row failing two counts nowhere. Same answer as the SQL in
 * listing-facets.repository.ts, which the tests hold it to. Each step is one tight loop over a
 * typed array (about 1 ms per 100,000 rows and step).
 */
export async function countFacetsInMemory(
  db: Database,
  filters: ResolvedFilters,
): Promise<{ total: number; facets: FacetCounts }> {
  return countIndexedFacets(await freshFacetIndex(db), filters);
}

export function countIndexedFacets(
  index: ListingFacetIndex,
  filters: ResolvedFilters,
): { total: number; facets: FacetCounts } {
  const counter = (name: FacetName, values: Uint16Array, size: number): FacetCounter => ({
    name,
    values,
    counts: new Int32Array(size),
  });
  const category = (name: FacetName & CategoryColumn): FacetCounter =>
    counter(name, index.codes[name], index.dictionaries[name].values.length);
  const facetsOf: Record<FilterDimension, FacetCounter[]> = {
    makeModel: [category('make'), category('model')],
    budget: [counter('budget', index.budgetBucket, BUDGET_OPTIONS.length * 2 + 1)],
    year: [category('year')],
    km: [counter('km', index.kmBucket, KM_OPTIONS.length * 2 + 1)],
    fuelType: [category('fuelType')],
    transmission: [category('transmission')],
    bodyType: [category('bodyType')],
    owners: [category('owners')],
    colour: [category('colour')],
    seats: [category('seats')],
    state: [category('state')],
    rto: [category('rto')],
  };
  const candidates = scopedSlots(index, filters);
  const active = activeDimensions(filters);
  // failures[i]: how many filters candidate i fails (capped at 2); failedDimension[i]: the last.
  const failures = new Uint8Array(candidates.length);
  const failedDimension = new Uint8Array(candidates.length);
  active.forEach((dimension, position) => {
    markFailures(
      candidates,
      dimensionFilter(index, filters, dimension),
      failures,
      failedDimension,
      position,
    );
  });
  // Rows passing every filter, and per filter the rows failing only it.
  const passing = new Int32Array(candidates.length);
  const failingOnly = active.map(() => new Int32Array(0));
  let total = 0;
  for (let i = 0; i < candidates.length; i++)
    if (failures[i] === 0) passing[total++] = candidates[i]!;
  active.forEach((_, position) => {
    const slots = new Int32Array(candidates.length);
    let found = 0;
    for (let i = 0; i < candidates.length; i++)
      if (failures[i] === 1 && failedDimension[i] === position) slots[found++] = candidates[i]!;
    failingOnly[position] = slots.subarray(0, found);
  });
  for (const dimension of Object.keys(facetsOf) as FilterDimension[]) {
    const position = active.indexOf(dimension);
    for (const { values, counts } of facetsOf[dimension]) {
      tally(passing.subarray(0, total), values, counts);
      if (position >= 0) tally(failingOnly[position]!, values, counts);
    }
  }
  return { total, facets: toFacetCounts(index, Object.values(facetsOf).flat()) };
}

function tally(slots: Int32Array, values: Uint16Array, counts: Int32Array) {
  for (let i = 0; i < slots.length; i++) counts[values[slots[i]!]!]!++;
}

/** Unsold rows in the city and matching the typed text (neither is a facet of its own). */
function scopedSlots(index: ListingFacetIndex, filters: ResolvedFilters): Int32Array {
  const city = filters.cityIds.length > 0 ? maskOf(index, 'city', filters.cityIds) : null;
  const text = filters.text
    ? [
        maskOf(index, 'make', filters.text.makeIds),
        maskOf(index, 'model', filters.text.modelIds),
        maskOf(index, 'variant', filters.text.variantIds),
      ]
    : null;
  const { live, codes } = index;
  const slots = new Int32Array(index.size);
  let found = 0;
  for (let slot = 0; slot < index.size; slot++) {
    if (live[slot] === 0) continue;
    if (city && city.mask[city.codes[slot]!] === 0) continue;
    if (
      text &&
      text[0]!.mask[codes.make[slot]!] === 0 &&
      text[1]!.mask[codes.model[slot]!] === 0 &&
      text[2]!.mask[codes.variant[slot]!] === 0
    )
      continue;
    slots[found++] = slot;
  }
  return slots.subarray(0, found);
}

function markFailures(
  candidates: Int32Array,
  filter: SlotFilter,
  failures: Uint8Array,
  failedDimension: Uint8Array,
  position: number,
) {
  if (filter.kind === 'mask') {
    const { codes, mask } = filter;
    for (let i = 0; i < candidates.length; i++) {
      if (mask[codes[candidates[i]!]!] === 0) {
        failures[i] = Math.min(2, failures[i]! + 1);
        failedDimension[i] = position;
      }
    }
    return;
  }
  const { test } = filter;
  for (let i = 0; i < candidates.length; i++) {
    if (!test(candidates[i]!)) {
      failures[i] = Math.min(2, failures[i]! + 1);
      failedDimension[i] = position;
    }
  }
}

function maskOf(
  index: ListingFacetIndex,
  column: CategoryColumn,
  allowed: readonly (string | number)[],
): { codes: Uint16Array; mask: Uint8Array } {
  const wanted = new Set<string | number>(allowed);
  return {
    codes: index.codes[column],
    mask: index.dictionaries[column].mask((value) => wanted.has(value)),
  };
}

const BUDGET_CUTS = cutPoints(BUDGET_OPTIONS);
const KM_CUTS = cutPoints(KM_OPTIONS);

/**
 * Ranges [from, end) whose ends are all facet cut points cover whole facet intervals, so the
 * filter is a mask on the interval each row already has; null when a bound falls inside one.
 */
function bucketFilter(
  buckets: Uint16Array,
  cuts: number[],
  ranges: readonly (readonly [number, number])[],
): SlotFilter | null {
  const isBound = (value: number) => !Number.isFinite(value) || cuts.includes(value);
  if (!ranges.every(([from, end]) => isBound(from) && isBound(end))) return null;
  const mask = new Uint8Array(cuts.length + 1);
  for (let bucket = 0; bucket <= cuts.length; bucket++) {
    const from = bucket === 0 ? -Infinity : cuts[bucket - 1]!;
    const end = bucket === cuts.length ? Infinity : cuts[bucket]!;
    if (ranges.some(([min, max]) => from >= min && end <= max)) mask[bucket] = 1;
  }
  return { kind: 'mask', codes: buckets, mask };
}

/** Mirrors listingWhere (listing-where.ts) for one dimension. */
function dimensionFilter(
  index: ListingFacetIndex,
  filters: ResolvedFilters,
  dimension: FilterDimension,
): SlotFilter {
  switch (dimension) {
    case 'makeModel': {
      const make = maskOf(index, 'make', filters.wholeMakeIds);
      const model = maskOf(index, 'model', filters.modelIds);
      return {
        kind: 'test',
        test: (slot) => make.mask[make.codes[slot]!] === 1 || model.mask[model.codes[slot]!] === 1,
      };
    }
    case 'budget': {
      const min = filters.pricePaiseMin ?? -Infinity;
      // Prices are whole paise, so "<= max" is "< max + 1".
      const end = filters.pricePaiseMax === undefined ? Infinity : filters.pricePaiseMax + 1;
      const { price } = index;
      return (
        bucketFilter(index.budgetBucket, BUDGET_CUTS, [[min, end]]) ?? {
          kind: 'test',
          test: (slot) => price[slot]! >= min && price[slot]! < end,
        }
      );
    }
    case 'year': {
      const min = filters.yearMin ?? -Infinity;
      const max = filters.yearMax ?? Infinity;
      const mask = index.dictionaries.year.mask(
        (year) => Number(year) >= min && Number(year) <= max,
      );
      return { kind: 'mask', codes: index.codes.year, mask };
    }
    case 'km': {
      const ranges = filters.kmRanges
        .map(parseKmRange)
        .filter((range) => range !== null)
        .map((range) => [range.minKm, range.maxKm ?? Infinity] as const);
      const { km } = index;
      return (
        bucketFilter(index.kmBucket, KM_CUTS, ranges) ?? {
          kind: 'test',
          test: (slot) => {
            for (const [min, end] of ranges) if (km[slot]! >= min && km[slot]! < end) return true;
            return false;
          },
        }
      );
    }
    case 'owners':
      return { kind: 'mask', ...maskOf(index, 'owners', filters.owners) };
    case 'fuelType':
    case 'transmission':
    case 'bodyType':
    case 'colour':
    case 'seats':
    case 'state':
    case 'rto':
      return { kind: 'mask', ...maskOf(index, dimension, filters[dimension]) };
  }
}

function toFacetCounts(index: ListingFacetIndex, counters: FacetCounter[]): FacetCounts {
  const facets = {} as FacetCounts;
  for (const { name, counts } of counters) {
    const byValue = new Map<string, number>();
    const dictionary =
      name === 'budget' || name === 'km' ? null : index.dictionaries[name as CategoryColumn];
    counts.forEach((count, code) => {
      if (count > 0) byValue.set(String(dictionary ? dictionary.values[code] : code), count);
    });
    facets[name] =
      name === 'budget'
        ? foldRanges(byValue, BUDGET_OPTIONS)
        : name === 'km'
          ? foldRanges(byValue, KM_OPTIONS)
          : byValue;
  }
  return facets;
}
