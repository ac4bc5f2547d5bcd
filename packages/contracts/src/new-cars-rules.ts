// New-car section rules without zod, so the new-car pages do not pull zod into the browser.
import type { BodyType } from './catalog';
import { formatIndianNumber } from './indian-digits';
import { calculateEmi } from './inventory/emi';

const PAISE_PER_RUPEE = 100;
const RUPEES_PER_LAKH = 1_00_000;
const RUPEES_PER_CRORE = 1_00_00_000;
export const PAISE_PER_LAKH = RUPEES_PER_LAKH * PAISE_PER_RUPEE;

/**
 * Body-type searches of spec §2 (/new-cars/search-by/{sedan|suv|hatchback|muv}-cars/), in the
 * header dropdown's order. "SUV cars" also lists compact SUVs: a buyer asking for an SUV expects
 * the Brezza and the Nexon too (decision 0091).
 */
export const NEW_CAR_BODY_SEARCHES = [
  { slug: 'suv-cars', label: 'SUV cars', bodyTypes: ['suv', 'compact-suv'] },
  { slug: 'sedan-cars', label: 'Sedan cars', bodyTypes: ['sedan'] },
  { slug: 'hatchback-cars', label: 'Hatchback cars', bodyTypes: ['hatchback'] },
  { slug: 'muv-cars', label: 'MUV cars', bodyTypes: ['muv'] },
] as const satisfies readonly { slug: string; label: string; bodyTypes: readonly BodyType[] }[];

/** Budget searches of spec §2 (/new-cars/search-by/cars-under-{5|10|15|20}-lakhs/). */
export const NEW_CAR_BUDGETS_LAKH = [5, 10, 15, 20] as const;

export type NewCarSearch =
  | { kind: 'body-type'; slug: string; label: string; bodyTypes: readonly BodyType[] }
  | { kind: 'budget'; slug: string; label: string; maxPricePaise: number; lakh: number };

export const NEW_CAR_SEARCHES: readonly NewCarSearch[] = [
  ...NEW_CAR_BODY_SEARCHES.map((search) => ({ kind: 'body-type' as const, ...search })),
  ...NEW_CAR_BUDGETS_LAKH.map((lakh) => ({
    kind: 'budget' as const,
    slug: `cars-under-${lakh}-lakhs`,
    label: `Cars under ${lakh} lakh`,
    lakh,
    maxPricePaise: lakh * PAISE_PER_LAKH,
  })),
];

/** The search of one /new-cars/search-by/{slug}/ segment; null for any shape the spec does not list. */
export function parseNewCarSearch(slug: string): NewCarSearch | null {
  return NEW_CAR_SEARCHES.find((search) => search.slug === slug) ?? null;
}

/** Spec §2 page paths of the section; every link of the section comes from here. */
export const newCarPaths = {
  home: () => '/new-cars/',
  compare: (modelIds: readonly number[] = []) =>
    modelIds.length === 0
      ? '/new-cars/compare-cars/'
      : `/new-cars/compare-cars/?${modelIds.map((id) => `${NEW_CAR_COMPARE_QUERY}=${id}`).join('&')}`,
  brand: (brandSlug: string) => `/new-cars/${brandSlug}/`,
  model: (brandSlug: string, modelSlug: string) => `/new-cars/${brandSlug}/${modelSlug}/`,
  search: (searchSlug: string) => `/new-cars/search-by/${searchSlug}/`,
} as const;

/** Compare two or three models (decision 0092); the compare form repeats this query name. */
export const NEW_CAR_COMPARE_QUERY = 'model';
export const NEW_CAR_COMPARE_MIN = 2;
export const NEW_CAR_COMPARE_MAX = 3;

/** How many popular models /new-cars/ shows, and sibling models a model page suggests. */
export const NEW_CAR_POPULAR_MODEL_COUNT = 12;
export const NEW_CAR_OTHER_MODEL_COUNT = 6;

/** A model is sold new while it has no last model year. */
export const isOnSale = (model: { lastYear: number | null }) => model.lastYear === null;

type PriceUnit = { name: 'Lakh' | 'Crore'; rupees: number } | null;
const unitOf = (rupees: number): PriceUnit =>
  rupees >= RUPEES_PER_CRORE
    ? { name: 'Crore', rupees: RUPEES_PER_CRORE }
    : rupees >= RUPEES_PER_LAKH
      ? { name: 'Lakh', rupees: RUPEES_PER_LAKH }
      : null;
const amountIn = (rupees: number, unit: PriceUnit) =>
  unit ? (rupees / unit.rupees).toFixed(2) : formatIndianNumber(Math.round(rupees));
const withUnit = (rupees: number, unit: PriceUnit) =>
  unit ? `${amountIn(rupees, unit)} ${unit.name}` : amountIn(rupees, unit);

/**
 * Indian price-list range: "₹6.49 - 9.64 Lakh", "₹45.00 Lakh - 1.20 Crore", "₹6.49 Lakh" when
 * the ends meet, amounts under a lakh in grouped rupees ("₹85,000 - 1.20 Lakh").
 */
export function formatPriceRange(minPaise: number, maxPaise: number): string {
  const low = Math.min(minPaise, maxPaise) / PAISE_PER_RUPEE;
  const high = Math.max(minPaise, maxPaise) / PAISE_PER_RUPEE;
  const lowUnit = unitOf(low);
  const highUnit = unitOf(high);
  if (amountIn(low, lowUnit) === amountIn(high, highUnit) && lowUnit?.name === highUnit?.name) {
    return `₹${withUnit(high, highUnit)}`;
  }
  if (lowUnit?.name === highUnit?.name && highUnit) {
    return `₹${amountIn(low, lowUnit)} - ${amountIn(high, highUnit)} ${highUnit.name}`;
  }
  return `₹${withUnit(low, lowUnit)} - ${withUnit(high, highUnit)}`;
}

/**
 * EMI hint of the model page (decision 0093): a new-car loan of 80% of the ex-showroom price at
 * 9.5% a year over 60 months, inside the market norms of formats.md (9.25-20% p.a.). New-car
 * loans are cheaper than used-car ones, hence a lower rate than the car page's 12%.
 */
export const NEW_CAR_EMI = { loanShareOfPrice: 0.8, annualRatePercent: 9.5, months: 60 } as const;

/** Monthly EMI in whole rupees for an ex-showroom price in paise. */
export function newCarEmiRupees(exShowroomPaise: number): number {
  const loanRupees = Math.round((exShowroomPaise / PAISE_PER_RUPEE) * NEW_CAR_EMI.loanShareOfPrice);
  return Math.round(calculateEmi(loanRupees, NEW_CAR_EMI.annualRatePercent, NEW_CAR_EMI.months));
}
