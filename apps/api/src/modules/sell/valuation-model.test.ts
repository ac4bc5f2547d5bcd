import { describe, expect, it } from 'vitest';
import {
  ageFactor,
  estimatePrice,
  kmFactor,
  ownerFactor,
  type ValuationInput,
} from './valuation-model';

const base: ValuationInput = {
  exShowroomPaise: 8_00_000_00,
  year: 2020,
  currentYear: 2025,
  km: 50_000,
  owners: 1,
  fuelType: 'petrol',
  citySlug: 'pune',
};
const price = (overrides: Partial<ValuationInput>) => estimatePrice({ ...base, ...overrides });

/** Each value of the sequence is at most the one before it. */
function expectNonIncreasing(values: number[]) {
  for (let index = 1; index < values.length; index++) {
    expect(values[index]).toBeLessThanOrEqual(values[index - 1]!);
  }
}

describe('valuation model', () => {
  it('never values an older car higher (every fuel, 0 to 30 years)', () => {
    for (const fuelType of ['petrol', 'diesel', 'cng', 'electric', 'hybrid']) {
      const years = Array.from({ length: 31 }, (_, age) => base.currentYear - age);
      const points = years.map((year) => price({ year, fuelType }));
      expectNonIncreasing(points.map((point) => point.indicativePricePaise));
      expectNonIncreasing(points.map((point) => point.lowPaise));
      expectNonIncreasing(points.map((point) => point.highPaise));
    }
  });

  it('never values a more-driven car higher', () => {
    const points = Array.from({ length: 51 }, (_, step) => price({ km: step * 10_000 }));
    expectNonIncreasing(points.map((point) => point.indicativePricePaise));
    expectNonIncreasing(points.map((point) => point.lowPaise));
    expect(points[0]!.indicativePricePaise).toBeGreaterThan(points[50]!.indicativePricePaise);
  });

  it('never values a car with more owners higher', () => {
    const points = [1, 2, 3, 4].map((owners) => price({ owners }));
    expectNonIncreasing(points.map((point) => point.indicativePricePaise));
    expect(points[3]!.indicativePricePaise).toBeLessThan(points[0]!.indicativePricePaise);
  });

  it('keeps the range around the estimate, rounded to ₹5,000, below the new price', () => {
    const result = price({});
    expect(result.lowPaise).toBeLessThan(result.indicativePricePaise);
    expect(result.highPaise).toBeGreaterThan(result.indicativePricePaise);
    expect(result.lowPaise % 5_000_00).toBe(0);
    expect(result.highPaise % 5_000_00).toBe(0);
    expect(result.highPaise).toBeLessThan(base.exShowroomPaise);
  });

  it('applies the documented factors: first year 15%, then 10% a year, floor 10%', () => {
    expect(ageFactor(1)).toBeCloseTo(0.85);
    expect(ageFactor(2)).toBeCloseTo(0.765);
    expect(ageFactor(40)).toBe(0.1);
    expect(kmFactor(12_000, 1)).toBe(1);
    expect(kmFactor(2_000_000, 1)).toBe(0.7);
    expect(ownerFactor(9)).toBe(ownerFactor(4));
  });

  it('prices higher where demand is higher (Bangalore above Kolkata)', () => {
    expect(price({ citySlug: 'bangalore' }).indicativePricePaise).toBeGreaterThan(
      price({ citySlug: 'kolkata' }).indicativePricePaise,
    );
  });
});
