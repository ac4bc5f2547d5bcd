import type { NewCarModel, NewCarModelDetail, Variant } from '@carsetu/contracts';

/** A new-car model as the API answers it; tests override what they look at. */
export function newCarModel(overrides: Partial<NewCarModel> = {}): NewCarModel {
  return {
    id: 101,
    makeId: 1,
    make: { id: 1, name: 'Tata', slug: 'tata' },
    name: 'Nexon',
    slug: 'nexon',
    bodyType: 'compact-suv',
    seats: 5,
    firstYear: 2017,
    lastYear: null,
    isPopular: true,
    fuelTypes: ['petrol', 'diesel'],
    transmissions: ['manual', 'automatic'],
    minExShowroomPaise: 8_00_000_00,
    maxExShowroomPaise: 15_50_000_00,
    variantCount: 2,
    url: '/new-cars/tata/nexon/',
    imageUrl: '/images/body/compact-suv.svg',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 1,
    modelId: 101,
    name: 'Smart',
    fuelType: 'petrol',
    transmission: 'manual',
    engineCc: 1199,
    exShowroomPaise: 8_00_000_00,
    ...overrides,
  };
}

export function modelDetail(overrides: Partial<NewCarModelDetail> = {}): NewCarModelDetail {
  return {
    model: newCarModel(),
    variants: [
      variant(),
      variant({
        id: 2,
        name: 'Fearless AMT',
        transmission: 'automatic',
        engineCc: 1497,
        fuelType: 'diesel',
        exShowroomPaise: 15_50_000_00,
      }),
    ],
    engineCc: { min: 1199, max: 1497 },
    ...overrides,
  };
}
