import { calculateEmi, type LoanEligibilityBody } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  MAX_EMI_SHARE_OF_INCOME,
  principalForEmi,
  rateBandFor,
} from './eligibility';

const today = new Date('2025-06-15T10:00:00Z');
const applicant = (overrides: Partial<LoanEligibilityBody> = {}): LoanEligibilityBody => ({
  dateOfBirth: '1990-01-01',
  employmentType: 'salaried',
  monthlyIncomeRupees: 60_000,
  existingEmiRupees: 0,
  loanAmountRupees: 5_00_000,
  tenureMonths: 60,
  ...overrides,
});

describe('principalForEmi', () => {
  it('is the inverse of the EMI formula (check value 5,00,000 at 12% for 60 months)', () => {
    expect(principalForEmi(11_122.22, 12, 60)).toBeCloseTo(5_00_000, 0);
    expect(calculateEmi(principalForEmi(21_001.86, 9.5, 60), 9.5, 60)).toBeCloseTo(21_001.86, 2);
  });
});

describe('rate bands', () => {
  it('gets better with income and costs self-employed applicants 0.75% more', () => {
    expect(rateBandFor(1_00_000, 'salaried')).toEqual({ minPercent: 9.25, maxPercent: 12.5 });
    expect(rateBandFor(99_999, 'salaried')).toEqual({ minPercent: 10.5, maxPercent: 14.5 });
    expect(rateBandFor(25_000, 'salaried')).toEqual({ minPercent: 12.5, maxPercent: 17 });
    expect(rateBandFor(24_999, 'salaried')).toEqual({ minPercent: 14.5, maxPercent: 20 });
    expect(rateBandFor(50_000, 'self-employed')).toEqual({ minPercent: 11.25, maxPercent: 15.25 });
    // Never above the market ceiling of 20%.
    expect(rateBandFor(15_000, 'self-employed')).toEqual({ minPercent: 15.25, maxPercent: 20 });
  });
});

describe('checkEligibility', () => {
  it('is eligible when the EMI of the amount fits half the income', () => {
    const result = checkEligibility(applicant(), today);
    expect(result.decision).toBe('eligible');
    expect(result.maxEmiRupees).toBe(60_000 * MAX_EMI_SHARE_OF_INCOME);
    expect(result.offeredLoanAmountRupees).toBe(5_00_000);
    expect(result.estimatedEmiRupees).toBe(calculateEmi(5_00_000, 14.5, 60));
    expect(result.ageYears).toBe(35);
  });

  it('offers the largest affordable amount when less than asked, rounded down to ₹1,000', () => {
    const result = checkEligibility(
      applicant({ monthlyIncomeRupees: 20_000, loanAmountRupees: 10_00_000 }),
      today,
    );
    expect(result.decision).toBe('partially-eligible');
    const exact = principalForEmi(10_000, 20, 60);
    expect(result.maxLoanAmountRupees).toBe(Math.floor(exact / 1000) * 1000);
    expect(result.estimatedEmiRupees).toBeLessThanOrEqual(10_000);
  });

  it('counts existing EMIs against the income', () => {
    const result = checkEligibility(applicant({ existingEmiRupees: 30_000 }), today);
    expect(result.decision).toBe('not-eligible');
    expect(result.reasons[0]).toMatch(/existing EMIs already take 50%/);
  });

  it('needs the applicant to be 21: 21 on the day is in, a day short is out', () => {
    expect(checkEligibility(applicant({ dateOfBirth: '2004-06-15' }), today).decision).toBe(
      'eligible',
    );
    const young = checkEligibility(applicant({ dateOfBirth: '2004-06-16' }), today);
    expect(young.decision).toBe('not-eligible');
    expect(young.ageYears).toBe(20);
    expect(young.reasons).toContain('You need to be at least 21 years old to apply.');
  });

  it('ends the loan by 65: tenure shortens with age, and at 64+ nothing is left', () => {
    const sixty = checkEligibility(applicant({ dateOfBirth: '1965-06-15' }), today);
    expect(sixty.maxTenureMonths).toBe(60);
    const sixtyTwo = checkEligibility(applicant({ dateOfBirth: '1963-06-15' }), today);
    expect(sixtyTwo.tenureMonths).toBe(36);
    expect(sixtyTwo.reasons[0]).toMatch(/shortened to 36 months/);
    expect(checkEligibility(applicant({ dateOfBirth: '1961-06-15' }), today).tenureMonths).toBe(12);
    const sixtyFive = checkEligibility(applicant({ dateOfBirth: '1960-06-15' }), today);
    expect(sixtyFive.decision).toBe('not-eligible');
  });

  it('limits the loan to 90% of the car and the tenure to the car’s 10th year', () => {
    const car = { year: 2019, priceRupees: 4_00_000 };
    const result = checkEligibility(applicant({ loanAmountRupees: 4_00_000 }), today, car);
    expect(result.decision).toBe('partially-eligible');
    expect(result.offeredLoanAmountRupees).toBe(3_60_000);
    expect(result.maxTenureMonths).toBe(48);
    expect(result.reasons.join(' ')).toMatch(/90% of the car’s price/);
    const old = checkEligibility(applicant(), today, { year: 2015, priceRupees: 3_00_000 });
    expect(old.decision).toBe('not-eligible');
    expect(old.reasons[0]).toMatch(/at most 10 years old/);
  });

  it('refuses when the income supports less than the smallest loan', () => {
    const result = checkEligibility(
      applicant({ monthlyIncomeRupees: 15_000, existingEmiRupees: 7_000, tenureMonths: 12 }),
      today,
    );
    expect(result.decision).toBe('not-eligible');
    expect(result.reasons[0]).toMatch(/less than the smallest loan of ₹ 50,000/);
  });
});
