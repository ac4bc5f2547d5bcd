import { describe, expect, it } from 'vitest';
import { keySpecRows } from './model-specs';
import {
  bodyTypeLabel,
  formatEngineRange,
  fuelLabel,
  listFuels,
  listTransmissions,
  transmissionLabel,
} from './new-car-format';
import { modelDetail, newCarModel } from './new-cars.fixtures';
import { breadcrumbJsonLd, newCarsMeta } from './new-cars-seo';

describe('new-car formats', () => {
  it('names body types, fuels and gearboxes for people', () => {
    expect(bodyTypeLabel('compact-suv')).toBe('Compact SUV');
    expect(fuelLabel('cng')).toBe('CNG');
    expect(transmissionLabel('automatic')).toBe('Automatic');
    expect(transmissionLabel('manual')).toBe('Manual');
  });

  it('lists a model’s options comma-separated', () => {
    expect(listFuels(['petrol', 'cng'])).toBe('Petrol, CNG');
    expect(listTransmissions(['manual', 'automatic'])).toBe('Manual, Automatic');
    expect(listFuels([])).toBe('');
  });

  it('writes one engine size, a range, or Electric', () => {
    expect(formatEngineRange({ min: 1197, max: 1197 })).toBe('1197 cc');
    expect(formatEngineRange({ min: 1197, max: 1462 })).toBe('1197 - 1462 cc');
    expect(formatEngineRange(null)).toBe('Electric');
  });
});

describe('keySpecRows', () => {
  it('lists the key specs in a fixed order', () => {
    expect(keySpecRows(modelDetail())).toEqual([
      ['Body type', 'Compact SUV'],
      ['Seats', '5'],
      ['Fuel', 'Petrol, Diesel'],
      ['Transmission', 'Manual, Automatic'],
      ['Engine', '1199 - 1497 cc'],
      ['Variants', '2'],
      ['Model years', '2017 onwards'],
    ]);
  });

  it('gives a discontinued model its last year', () => {
    const rows = keySpecRows(modelDetail({ model: newCarModel({ lastYear: 2020 }) }));
    expect(rows.at(-1)).toEqual(['Model years', '2017 - 2020']);
  });
});

describe('new-cars SEO', () => {
  it('builds a BreadcrumbList with absolute URLs and positions from 1', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'New cars', path: '/new-cars/' },
          { name: 'Tata', path: '/new-cars/tata/' },
        ],
        'https://www.carsetu.in',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'New cars',
          item: 'https://www.carsetu.in/new-cars/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Tata',
          item: 'https://www.carsetu.in/new-cars/tata/',
        },
      ],
    });
  });

  it('titles a page with the site name and repeats it for sharing', () => {
    expect(
      newCarsMeta({ title: 'Tata Nexon price', description: 'Prices of Nexon', canonicalUrl: '' }),
    ).toEqual([
      { title: 'Tata Nexon price | CarSetu' },
      { name: 'description', content: 'Prices of Nexon' },
      { property: 'og:title', content: 'Tata Nexon price' },
      { property: 'og:description', content: 'Prices of Nexon' },
    ]);
  });

  it('keeps a missing page out of the index', () => {
    expect(newCarsMeta(undefined)).toEqual([
      { title: 'Page not found | CarSetu' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
