import { z } from 'zod';
import { BodyTypeSchema, FuelTypeSchema, TransmissionSchema } from '../catalog';
import {
  ARRAY_FIELDS,
  CITY_QUERY,
  DROPPED_QUERY_NAMES,
  FIELD_ORDER,
  LISTING_CURSOR_QUERY,
  LISTING_FILTER_QUERY,
  LISTING_SORTS,
} from './listing-url';

export const ListingSortSchema = z.enum(LISTING_SORTS);

/** Budget tab: a total price range, or the same range read as a monthly EMI. */
export const PRICE_TABS = ['price', 'emi'] as const;
export const PriceTabSchema = z.enum(PRICE_TABS);
export type PriceTab = z.infer<typeof PriceTabSchema>;

export const LISTING_PAGE_SIZE = 24;
export const LISTING_MAX_PAGE = 400;
/** "4" means four or more owners. */
export const OWNER_OPTIONS = [1, 2, 3, 4] as const;
export const CAR_COLOURS = [
  'white',
  'silver',
  'grey',
  'black',
  'red',
  'blue',
  'brown',
  'beige',
  'orange',
  'green',
  'yellow',
] as const;
export const ColourSchema = z.enum(CAR_COLOURS);
export type CarColour = z.infer<typeof ColourSchema>;

/** Kilometre ranges: the km query value is the range id "min-max" (max exclusive, empty = open). */
export const LISTING_KM_RANGES = [
  { id: '0-10000', label: 'Under 10,000 km', minKm: 0, maxKm: 10_000 },
  { id: '0-30000', label: 'Under 30,000 km', minKm: 0, maxKm: 30_000 },
  { id: '30000-50000', label: '30,000 - 50,000 km', minKm: 30_000, maxKm: 50_000 },
  { id: '50000-75000', label: '50,000 - 75,000 km', minKm: 50_000, maxKm: 75_000 },
  { id: '75000-100000', label: '75,000 - 1,00,000 km', minKm: 75_000, maxKm: 100_000 },
  { id: '100000-', label: 'Over 1,00,000 km', minKm: 100_000, maxKm: null },
] as const;

/** Budget ranges offered as one-tap options, in rupees (max inclusive; null = no upper bound). */
export const LISTING_BUDGET_RANGES = [
  { id: '0-300000', label: 'Under ₹3 Lakh', min: 0, max: 300_000 },
  { id: '300000-500000', label: '₹3 - 5 Lakh', min: 300_000, max: 500_000 },
  { id: '500000-800000', label: '₹5 - 8 Lakh', min: 500_000, max: 800_000 },
  { id: '800000-1200000', label: '₹8 - 12 Lakh', min: 800_000, max: 1_200_000 },
  { id: '1200000-2000000', label: '₹12 - 20 Lakh', min: 1_200_000, max: 2_000_000 },
  { id: '2000000-', label: 'Above ₹20 Lakh', min: 2_000_000, max: null },
] as const;

const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a slug');
const kmRangeId = z.string().regex(/^\d{1,7}-\d{0,7}$/, 'must look like 30000-50000');
const year = z.coerce.number().int().min(1990).max(2100);

export const ListingFiltersSchema = z.object({
  make: z.array(slug).default([]),
  model: z.array(slug).default([]),
  bodyType: z.array(BodyTypeSchema).default([]),
  fuelType: z.array(FuelTypeSchema).default([]),
  transmission: z.array(TransmissionSchema).default([]),
  priceMin: z.coerce.number().int().min(0).max(100_000_000).optional(),
  priceMax: z.coerce.number().int().min(0).max(100_000_000).optional(),
  yearMin: year.optional(),
  yearMax: year.optional(),
  km: z.array(kmRangeId).default([]),
  owners: z.array(z.coerce.number().int().min(1).max(4)).default([]),
  colour: z.array(ColourSchema).default([]),
  seats: z.array(z.coerce.number().int().min(2).max(10)).default([]),
  rto: z.array(z.string().regex(/^[A-Z]{2}\d{1,2}$/, 'must be an RTO code like MH12')).default([]),
  state: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a state code like MH')).default([]),
  q: z.string().trim().max(80).optional(),
  sort: ListingSortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(LISTING_MAX_PAGE).default(1),
  priceTab: PriceTabSchema.default('price'),
});
export type ListingFilters = z.infer<typeof ListingFiltersSchema>;
export type ListingFiltersInput = z.input<typeof ListingFiltersSchema>;

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,400}$/;

export interface ParsedListingQuery {
  filters: ListingFilters;
  cityId: number | null;
  extraOptions: Record<string, string>;
  /** The next-page cursor of the URL (`after`), if any; opaque, checked by the API. */
  after: string | null;
  /** Field name → message for values that were not understood (they are dropped). */
  problems: Record<string, string>;
}

const QUERY_TO_FIELD = new Map<string, keyof ListingFilters>(
  FIELD_ORDER.map((field) => [LISTING_FILTER_QUERY[field], field]),
);

/**
 * Reads a listing URL's query. Repeated names and comma lists both give several values; a value
 * that does not validate is dropped (and reported) instead of failing the whole page.
 */
export function parseListingQuery(search: URLSearchParams | string): ParsedListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string[]> = {};
  const extraOptions: Record<string, string> = {};
  let cityId: number | null = null;
  let after: string | null = null;
  for (const [name, value] of params) {
    const trimmed = value.trim();
    if (trimmed === '' || DROPPED_QUERY_NAMES.has(name)) continue;
    if (name === LISTING_CURSOR_QUERY) {
      // Opaque to everyone but the API; anything else is not a cursor and is ignored.
      if (CURSOR_PATTERN.test(trimmed)) after = trimmed;
      continue;
    }
    if (name === CITY_QUERY) {
      const id = Number(trimmed);
      if (Number.isInteger(id) && id > 0) cityId = id;
      continue;
    }
    const field = QUERY_TO_FIELD.get(name);
    if (!field) {
      extraOptions[name] = trimmed;
      continue;
    }
    const parts = ARRAY_FIELDS.has(field)
      ? trimmed
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [trimmed];
    (raw[field] ??= []).push(...parts);
  }
  const problems: Record<string, string> = {};
  const clean: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(raw)) {
    const shape = ListingFiltersSchema.shape[field as keyof ListingFilters];
    if (ARRAY_FIELDS.has(field)) {
      const element = (shape as unknown as { unwrap(): z.ZodArray<z.ZodType> }).unwrap().element;
      const kept = values.flatMap((value) => {
        const parsed = element.safeParse(value);
        if (!parsed.success) problems[field] = parsed.error.issues[0]?.message ?? 'Invalid value';
        return parsed.success ? [parsed.data] : [];
      });
      clean[field] = kept;
    } else {
      const parsed = (shape as z.ZodType).safeParse(values[0]);
      if (parsed.success) clean[field] = parsed.data;
      else problems[field] = parsed.error.issues[0]?.message ?? 'Invalid value';
    }
  }
  return { filters: ListingFiltersSchema.parse(clean), cityId, extraOptions, after, problems };
}

/** Number of filters the visitor set (sort, page and tab are not filters). */
export function countActiveFilters(filters: ListingFilters): number {
  let count = 0;
  for (const field of FIELD_ORDER) {
    if (field === 'sort' || field === 'page' || field === 'priceTab') continue;
    const value = filters[field];
    if (Array.isArray(value)) count += value.length;
    else if (value !== undefined && value !== '') count += 1;
  }
  return count;
}

/** Parses a km range id: "30000-50000" → { minKm: 30000, maxKm: 50000 }, "100000-" → open. */
export function parseKmRange(id: string): { minKm: number; maxKm: number | null } | null {
  const match = /^(\d{1,7})-(\d{0,7})$/.exec(id);
  if (!match) return null;
  const minKm = Number(match[1]);
  const maxKm = match[2] ? Number(match[2]) : null;
  if (maxKm !== null && maxKm <= minKm) return null;
  return { minKm, maxKm };
}
