import { describe, expect, it } from 'vitest';
import {
  formatPriceRange,
  newCarEmiRupees,
  newCarPaths,
  parseNewCarSearch,
  PAISE_PER_LAKH,
} from './new-cars-rules';

const lakh = (value: number) => Math.round(value * PAISE_PER_LAKH);

describe('formatPriceRange', () => {
  it('writes a lakh range with one unit and two decimals', () => {
    expect(formatPriceRange(lakh(6.49), lakh(9.64))).toBe('₹6.49 - 9.64 Lakh');
    expect(formatPriceRange(lakh(5), lakh(10))).toBe('₹5.00 - 10.00 Lakh');
  });

  it('gives one price when the ends meet after rounding', () => {
    expect(formatPriceRange(lakh(12.74), lakh(12.74))).toBe('₹12.74 Lakh');
    expect(formatPriceRange(lakh(12.741), lakh(12.744))).toBe('₹12.74 Lakh');
  });

  it('names both units when the range crosses into crore, and crore alone above it', () => {
    expect(formatPriceRange(lakh(45), lakh(120))).toBe('₹45.00 Lakh - 1.20 Crore');
    expect(formatPriceRange(lakh(110), lakh(250))).toBe('₹1.10 - 2.50 Crore');
  });

  it('groups rupees the Indian way under a lakh and accepts ends in either order', () => {
    expect(formatPriceRange(85_000_00, lakh(1.2))).toBe('₹85,000 - 1.20 Lakh');
    expect(formatPriceRange(lakh(9.64), lakh(6.49))).toBe('₹6.49 - 9.64 Lakh');
  });
});

describe('parseNewCarSearch', () => {
  it('accepts only the spec’s body-type and budget shapes', () => {
    expect(parseNewCarSearch('suv-cars')).toMatchObject({
      kind: 'body-type',
      bodyTypes: ['suv', 'compact-suv'],
    });
    expect(parseNewCarSearch('cars-under-10-lakhs')).toMatchObject({
      kind: 'budget',
      maxPricePaise: 10 * PAISE_PER_LAKH,
    });
    for (const slug of ['luxury-cars', 'cars-under-7-lakhs', 'SUV-cars', 'suv', '']) {
      expect(parseNewCarSearch(slug), slug).toBeNull();
    }
  });
});

describe('new-car links and EMI', () => {
  it('builds the section paths the header links to', () => {
    expect(newCarPaths.model('maruti-suzuki', 'swift')).toBe('/new-cars/maruti-suzuki/swift/');
    expect(newCarPaths.compare([101, 202])).toBe('/new-cars/compare-cars/?model=101&model=202');
    expect(newCarPaths.search('cars-under-5-lakhs')).toBe(
      '/new-cars/search-by/cars-under-5-lakhs/',
    );
  });

  it('estimates the EMI on 80% of the price at 9.5% for 60 months', () => {
    // 12,50,000 ex-showroom → 10,00,000 loan → 21,001.86 (formats.md check value).
    expect(newCarEmiRupees(lakh(12.5))).toBe(21_002);
  });
});
