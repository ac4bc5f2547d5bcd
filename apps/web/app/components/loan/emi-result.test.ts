import { describe, expect, it } from 'vitest';
import { calculateFromForm, DEFAULT_EMI_FORM_VALUES } from './emi-result';

describe('calculateFromForm', () => {
  it('computes the check value 10,00,000 at 9.5% for 60 months = 21,001.86', () => {
    const result = calculateFromForm({ loanAmount: '1000000', interestRate: '9.5', tenure: '60' });
    expect(result).toMatchObject({
      ok: true,
      breakdown: {
        emiRupees: 21001.86,
        totalPayableRupees: 1260111.6,
        totalInterestRupees: 260111.6,
      },
    });
  });

  it('opens with ₹5,00,000 at 12% for 60 months = 11,122.22', () => {
    expect(calculateFromForm(DEFAULT_EMI_FORM_VALUES)).toMatchObject({
      ok: true,
      breakdown: { emiRupees: 11122.22 },
    });
  });

  it('names each field outside the market norms', () => {
    expect(calculateFromForm({ loanAmount: '', interestRate: '25', tenure: '6' })).toEqual({
      ok: false,
      fields: {
        loanAmount: 'Enter the loan amount in rupees',
        interestRate: 'The interest rate can be at most 20% a year',
        tenure: 'The tenure must be at least 12 months',
      },
    });
  });
});
