import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  LISTING_BUDGET_RANGES,
  LISTING_KM_RANGES,
  LISTING_QUERY,
  listingUrl,
  type BodyType,
  type City,
  type FuelType,
  type HeaderDataResponse,
  type HeaderSection,
  type KmRange,
  type Make,
  type PageLink,
  type PresetFilter,
} from '@carsetu/contracts';
import type { CarsService } from './cars.service';
import type { PlacesService } from './places.service';

/** Spec §2/§9: the desktop frame's navigation grid is 3 columns by 6 rows. */
export const HEADER_SECTION_MAX_ITEMS = 3 * 6;
/** Body types and fuels offered as one-tap presets, in the order buyers look for them. */
export const PRESET_BODY_TYPES: BodyType[] = [
  'hatchback',
  'sedan',
  'suv',
  'compact-suv',
  'muv',
  'luxury',
];
export const PRESET_FUEL_TYPES: FuelType[] = ['petrol', 'diesel', 'cng', 'electric'];

interface Preset {
  key: string;
  group: PresetFilter['group'];
  label: string;
  query: string;
}

function budgetQuery(range: { min: number; max: number | null }): string {
  const items: string[] = [];
  if (range.min > 0) items.push(`${LISTING_QUERY.priceMin}=${range.min}`);
  if (range.max !== null) items.push(`${LISTING_QUERY.priceMax}=${range.max}`);
  return items.join('&');
}

function presets(popularMakes: Make[]): Preset[] {
  return [
    ...LISTING_BUDGET_RANGES.map((range) => ({
      key: `budget:${range.id}`,
      group: 'budget' as const,
      label: range.label,
      query: budgetQuery(range),
    })),
    ...PRESET_BODY_TYPES.map((bodyType) => ({
      key: `bodyType:${bodyType}`,
      group: 'bodyType' as const,
      label: BODY_TYPE_LABELS[bodyType],
      query: `${LISTING_QUERY.bodyType}=${bodyType}`,
    })),
    ...PRESET_FUEL_TYPES.map((fuel) => ({
      key: `fuelType:${fuel}`,
      group: 'fuelType' as const,
      label: FUEL_TYPE_LABELS[fuel],
      query: `${LISTING_QUERY.fuelType}=${fuel}`,
    })),
    ...popularMakes.map((make) => ({
      key: `make:${make.slug}`,
      group: 'make' as const,
      label: make.name,
      query: `${LISTING_QUERY.make}=${make.slug}`,
    })),
  ];
}

/** The listing link of a city: none for the virtual all-India city (spec §2). */
const listingCityId = (city: City | null) => (city && !city.isVirtualCity ? city.id : null);

export type HeaderService = ReturnType<typeof createHeaderService>;

/** Header dropdown data and filter presets: built from cached cities and makes, no own query. */
export function createHeaderService(places: PlacesService, cars: CarsService) {
  async function popularMakes(): Promise<Make[]> {
    return (await cars.listBrands()).filter((make) => make.isPopular);
  }

  return {
    async headerData(cityId: number): Promise<HeaderDataResponse> {
      const city = await places.getCity(cityId);
      const linkCity = listingCityId(city);
      const link = (title: string, query: string): PageLink => ({
        title,
        url: listingUrl(linkCity, query),
        rel: null,
        suffixIcon: null,
      });
      const all = presets(await popularMakes());
      const section = (
        key: HeaderSection['key'],
        title: string,
        group: Preset['group'],
      ): HeaderSection => ({
        key,
        title,
        items: all
          .filter((preset) => preset.group === group)
          .slice(0, HEADER_SECTION_MAX_ITEMS)
          .map((preset) => link(preset.label, preset.query)),
      });
      const brands = section('popular-brands', 'Popular brands', 'make');
      brands.items = [
        ...brands.items.slice(0, HEADER_SECTION_MAX_ITEMS - 1),
        {
          title: `View all cars in ${city.name}`,
          url: city.url,
          rel: null,
          suffixIcon: 'arrow-right',
        },
      ];
      return {
        city: { city_id: city.id, city_name: city.name },
        data: [
          brands,
          section('budget', 'Cars by budget', 'budget'),
          section('body-types', 'Cars by body type', 'bodyType'),
          section('fuel-types', 'Cars by fuel type', 'fuelType'),
        ],
      };
    },

    async presetFilters(cityId?: number): Promise<PresetFilter[]> {
      const city = cityId === undefined ? null : await places.getCity(cityId);
      return presets(await popularMakes()).map((preset) => ({
        ...preset,
        url: listingUrl(listingCityId(city), preset.query),
      }));
    },

    kmRanges(): KmRange[] {
      return LISTING_KM_RANGES.map((range) => ({ ...range }));
    },
  };
}
