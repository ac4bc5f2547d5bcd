import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from '../indian-digits';
import { calculateEmi, estimateEmiForPrice } from './emi';

describe('calculateEmi', () => {
  it('matches the check value 10,00,000 at 9.5% for 60 months = 21,001.86', () => {
    expect(calculateEmi(1_000_000, 9.5, 60)).toBe(21001.86);
  });
  it('matches the check value 5,00,000 at 12% for 60 months = 11,122.22', () => {
    expect(calculateEmi(500_000, 12, 60)).toBe(11122.22);
  });
  it('divides evenly at a zero rate and is zero without a loan', () => {
    expect(calculateEmi(120_000, 0, 12)).toBe(10_000);
    expect(calculateEmi(0, 12, 60)).toBe(0);
  });
  it('estimates a car price with 80% financed at 12% for 60 months', () => {
    // 6,25,000 price → 5,00,000 loan → the 11,122.22 check value.
    expect(estimateEmiForPrice(625_000_00)).toBe(11122.22);
  });
});

describe('Indian formatting', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(2100186)).toBe('21,00,186');
    expect(formatIndianNumber(21001.86, 2)).toBe('21,001.86');
  });
});
