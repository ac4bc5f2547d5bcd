import { describe, expect, it } from 'vitest';
import { ageInYears, checkEmiInput, isRealPastDate, maskPan } from './loan-rules';
import { CreateLoanApplicationBodySchema, PanSchema } from './loan';

describe('checkEmiInput', () => {
  it('accepts the check values, with Indian digit grouping typed in', () => {
    expect(checkEmiInput({ loanAmount: '10,00,000', interestRate: '9.5', tenure: '60' })).toEqual({
      ok: true,
      value: { loanAmount: 1_000_000, interestRate: 9.5, tenure: 60 },
    });
  });
  it('accepts the bounds and refuses just outside them', () => {
    expect(checkEmiInput({ loanAmount: '50000', interestRate: '9.25', tenure: '84' }).ok).toBe(
      true,
    );
    expect(checkEmiInput({ loanAmount: '49999', interestRate: '9.24', tenure: '85' })).toEqual({
      ok: false,
      fields: {
        loanAmount: 'The loan amount must be at least ₹ 50,000',
        interestRate: 'The interest rate must be at least 9.25% a year',
        tenure: 'The tenure can be at most 84 months',
      },
    });
  });
  it('wants whole rupees and whole months', () => {
    expect(checkEmiInput({ loanAmount: '100000.5', interestRate: 'x', tenure: '12.5' })).toEqual({
      ok: false,
      fields: {
        loanAmount: 'Enter the loan amount in whole rupees',
        interestRate: 'Enter the interest rate in % a year',
        tenure: 'Enter the tenure in whole months',
      },
    });
  });
});

describe('applicant rules', () => {
  it('counts age in whole years, the birthday included', () => {
    const today = new Date('2025-03-10T12:00:00Z');
    expect(ageInYears('2004-03-10', today)).toBe(21);
    expect(ageInYears('2004-03-11', today)).toBe(20);
    expect(ageInYears('2000-02-29', today)).toBe(25);
  });
  it('knows real past dates', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(isRealPastDate('2001-02-28', now)).toBe(true);
    expect(isRealPastDate('2001-02-29', now)).toBe(false);
    expect(isRealPastDate('2026-01-01', now)).toBe(false);
  });
  it('normalises and checks a PAN, and masks all but the last 4', () => {
    expect(PanSchema.parse(' abcpe 1234f ')).toBe('ABCPE1234F');
    expect(PanSchema.safeParse('ABCCE1234F').success).toBe(false);
    expect(maskPan('ABCPE1234F')).toBe('******234F');
  });
  it('the application schema defaults existing EMIs to 0 and the tenure to 60 months', () => {
    const parsed = CreateLoanApplicationBodySchema.parse({
      fullName: 'Ravi Kumar',
      dateOfBirth: '1990-05-01',
      employmentType: 'salaried',
      monthlyIncomeRupees: '40000',
      loanAmountRupees: '300000',
      pan: 'ABCPE1234F',
      cityId: '4',
    });
    expect(parsed).toMatchObject({ existingEmiRupees: 0, tenureMonths: 60, cityId: 4 });
  });
});
