import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import {
  buildListingUrl,
  type ListingFilters,
  type ListingSearchResponse,
} from '@carsetu/contracts';
import { translateFact } from '../../components/buy';
import type { Translate } from '../../lib/i18n';
import type { ListingCity } from './listing.server';

export type ArrayField =
  | 'make'
  | 'model'
  | 'bodyType'
  | 'fuelType'
  | 'transmission'
  | 'km'
  | 'owners'
  | 'colour'
  | 'seats'
  | 'rto'
  | 'state';

/** Builds listing links from the current filters with one change (always back to page 1). */
export function linkBuilder(
  filters: ListingFilters,
  city: ListingCity | null,
  extraOptions: Record<string, string>,
) {
  const build = (next: Partial<ListingFilters>) =>
    buildListingUrl({
      filters: { ...filters, page: 1, ...next },
      extraOptions,
      cityId: city?.id ?? null,
      isAllIndia: city === null,
    });
  return {
    with: build,
    /** A page's link; the next page's carries the cursor so it reads on without skipping rows. */
    page: (page: number, after?: string) =>
      buildListingUrl({
        filters: { ...filters, page },
        extraOptions,
        cityId: city?.id ?? null,
        isAllIndia: city === null,
        after,
      }),
    without: (field: ArrayField, value: string) =>
      build({
        [field]: (filters[field] as (string | number)[]).filter((item) => String(item) !== value),
      } as Partial<ListingFilters>),
    allIndia: () =>
      buildListingUrl({
        filters: { ...filters, page: 1 },
        extraOptions,
        cityId: null,
        isAllIndia: true,
      }),
    cleared: () =>
      buildListingUrl({
        filters: { sort: filters.sort },
        extraOptions,
        cityId: city?.id ?? null,
        isAllIndia: city === null,
      }),
  };
}

export interface ActiveChip {
  label: string;
  href: string;
}

/** Every active filter as a removable chip: the same list the empty state offers to widen with. */
export function activeChips(
  result: Omit<ListingSearchResponse, 'items'>,
  links: ReturnType<typeof linkBuilder>,
  t: Translate,
): ActiveChip[] {
  const { filters, facets } = result;
  const chips: ActiveChip[] = [];
  const facetLabel = (name: keyof typeof facets, value: string) =>
    facets[name]?.find((option) => option.value === value)?.label ?? value;
  const arrays: [ArrayField, keyof typeof facets][] = [
    ['make', 'make'],
    ['model', 'model'],
    ['bodyType', 'bodyType'],
    ['fuelType', 'fuelType'],
    ['transmission', 'transmission'],
    ['km', 'km'],
    ['owners', 'owners'],
    ['colour', 'colour'],
    ['seats', 'seats'],
    ['state', 'state'],
    ['rto', 'rto'],
  ];
  for (const [field, facet] of arrays) {
    for (const value of filters[field] as (string | number)[])
      chips.push({
        label: translateFact(t, facetLabel(facet, String(value))),
        href: links.without(field, String(value)),
      });
  }
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const lakh = (amount: number) => formatMoney(toPaise(rupees(amount)), 'compact');
    const label =
      filters.priceMin !== undefined && filters.priceMax !== undefined
        ? `${lakh(filters.priceMin)} - ${lakh(filters.priceMax)}`
        : filters.priceMin !== undefined
          ? t('Above {price}', { price: lakh(filters.priceMin) })
          : t('Under {price}', { price: lakh(filters.priceMax!) });
    chips.push({ label, href: links.with({ priceMin: undefined, priceMax: undefined }) });
  }
  if (filters.yearMin !== undefined || filters.yearMax !== undefined) {
    chips.push({
      label: t('Year {from}–{to}', { from: filters.yearMin ?? '', to: filters.yearMax ?? '' }),
      href: links.with({ yearMin: undefined, yearMax: undefined }),
    });
  }
  if (filters.q) chips.push({ label: `“${filters.q}”`, href: links.with({ q: undefined }) });
  return chips;
}

/** The phone filter sheet's count of a filter draft (resource route buy-used-car.result-count). */
export const resultCountHref = (query: URLSearchParams) =>
  `/buy-used-car/result-count?${query.toString()}`;
