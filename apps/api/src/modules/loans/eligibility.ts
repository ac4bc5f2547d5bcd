import { formatMoney, rupees as rupeeAmount, toPaise } from '@carsetu/contracts';
import {
  ageInYears,
  calculateEmi,
  LOAN_AMOUNT_RANGE_RUPEES,
  LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS,
  LOAN_APPLICANT_MIN_AGE_YEARS,
  LOAN_RATE_RANGE,
  LOAN_TENURE_RANGE,
  type EmploymentType,
  type LoanEligibility,
  type LoanEligibilityBody,
} from '@carsetu/contracts';

/**
 * The indicative eligibility rules (decision 0060). They decide what the applicant is told
 * before a lender runs a credit check, so they are deliberately cautious: the EMI is priced at
 * the top of the rate band and amounts are rounded down.
 */

/** Share of the monthly income all EMIs together may take (FOIR), existing EMIs included. */
export const MAX_EMI_SHARE_OF_INCOME = 0.5;
/** Lenders finance at most this share of the car's price. */
export const MAX_LOAN_TO_VALUE = 0.9;
/** The car must be at most this old when the loan ends (market norm: 8 to 10 years). */
export const MAX_CAR_AGE_AT_MATURITY_YEARS = 10;
/** Offered amounts are rounded down to this. */
export const LOAN_AMOUNT_ROUNDING_RUPEES = 1_000;
/** Self-employed incomes are priced this much higher (less predictable income). */
export const SELF_EMPLOYED_RATE_LOADING_PERCENT = 0.75;

/** Rate bands by monthly income, best first: [minimum income, band]. */
export const RATE_BANDS_BY_INCOME: ReadonlyArray<
  readonly [number, { minPercent: number; maxPercent: number }]
> = [
  [1_00_000, { minPercent: 9.25, maxPercent: 12.5 }],
  [50_000, { minPercent: 10.5, maxPercent: 14.5 }],
  [25_000, { minPercent: 12.5, maxPercent: 17 }],
  [0, { minPercent: 14.5, maxPercent: LOAN_RATE_RANGE.max }],
];

export function rateBandFor(monthlyIncomeRupees: number, employmentType: EmploymentType) {
  const band = RATE_BANDS_BY_INCOME.find(([minimum]) => monthlyIncomeRupees >= minimum)![1];
  const loading = employmentType === 'self-employed' ? SELF_EMPLOYED_RATE_LOADING_PERCENT : 0;
  return {
    minPercent: Math.min(LOAN_RATE_RANGE.max, band.minPercent + loading),
    maxPercent: Math.min(LOAN_RATE_RANGE.max, band.maxPercent + loading),
  };
}

/** The principal whose EMI at the rate over the months equals the EMI (inverse of the formula). */
export function principalForEmi(emiRupees: number, annualRatePercent: number, months: number) {
  if (emiRupees <= 0 || months <= 0) return 0;
  const monthlyRate = annualRatePercent / 12 / 100;
  if (monthlyRate === 0) return emiRupees * months;
  const growth = (1 + monthlyRate) ** months;
  return (emiRupees * (growth - 1)) / (monthlyRate * growth);
}

/** The car a loan is for, when the applicant named a listing. */
export interface LoanCar {
  year: number;
  priceRupees: number;
}

/** Loan figures are estimates: whole rupees. */
const rupees = (value: number) => formatMoney(toPaise(rupeeAmount(value)), 'rounded');
const roundDown = (value: number) =>
  Math.max(0, Math.floor(value / LOAN_AMOUNT_ROUNDING_RUPEES) * LOAN_AMOUNT_ROUNDING_RUPEES);
const round2 = (value: number) => Math.round(value * 100) / 100;

export function checkEligibility(
  input: LoanEligibilityBody,
  today: Date,
  car: LoanCar | null = null,
): LoanEligibility {
  const reasons: string[] = [];
  const ageYears = ageInYears(input.dateOfBirth, today);
  const rateBand = rateBandFor(input.monthlyIncomeRupees, input.employmentType);
  const maxEmiRupees = Math.max(
    0,
    round2(input.monthlyIncomeRupees * MAX_EMI_SHARE_OF_INCOME - input.existingEmiRupees),
  );

  // Longest tenure: the applicant is at most 65 and the car at most 10 years old at the end.
  const tenureByAge = (LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS - ageYears) * 12;
  const carAgeYears = car ? Math.max(0, today.getUTCFullYear() - car.year) : 0;
  const tenureByCar = car ? (MAX_CAR_AGE_AT_MATURITY_YEARS - carAgeYears) * 12 : Infinity;
  const maxTenureMonths = Math.max(0, Math.min(LOAN_TENURE_RANGE.max, tenureByAge, tenureByCar));
  const tenureMonths = Math.min(input.tenureMonths, maxTenureMonths);

  if (ageYears < LOAN_APPLICANT_MIN_AGE_YEARS) {
    reasons.push(`You need to be at least ${LOAN_APPLICANT_MIN_AGE_YEARS} years old to apply.`);
  } else if (tenureByAge < LOAN_TENURE_RANGE.min) {
    reasons.push(
      `The loan has to end by your ${LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS}th birthday, which leaves less than the shortest tenure of ${LOAN_TENURE_RANGE.min} months.`,
    );
  }
  if (car && tenureByCar < LOAN_TENURE_RANGE.min) {
    reasons.push(
      `This car is ${carAgeYears} years old; lenders finance cars that are at most ${MAX_CAR_AGE_AT_MATURITY_YEARS} years old when the loan ends.`,
    );
  }
  if (maxEmiRupees <= 0) {
    reasons.push(
      `Your existing EMIs already take ${MAX_EMI_SHARE_OF_INCOME * 100}% or more of your monthly income.`,
    );
  }

  const blocked = reasons.length > 0;
  const byIncome = blocked ? 0 : principalForEmi(maxEmiRupees, rateBand.maxPercent, tenureMonths);
  const byCar = car ? car.priceRupees * MAX_LOAN_TO_VALUE : Infinity;
  const maxLoanAmountRupees = roundDown(Math.min(byIncome, byCar, LOAN_AMOUNT_RANGE_RUPEES.max));

  if (!blocked && maxLoanAmountRupees < LOAN_AMOUNT_RANGE_RUPEES.min) {
    reasons.push(
      `Your income allows an EMI of up to ${rupees(maxEmiRupees)}, which supports less than the smallest loan of ${rupees(LOAN_AMOUNT_RANGE_RUPEES.min)}.`,
    );
  }
  if (reasons.length > 0) {
    return {
      decision: 'not-eligible',
      reasons,
      ageYears,
      maxEmiRupees,
      rateBand,
      maxTenureMonths,
      tenureMonths,
      maxLoanAmountRupees: 0,
      offeredLoanAmountRupees: 0,
      estimatedEmiRupees: 0,
    };
  }

  const offered = Math.min(input.loanAmountRupees, maxLoanAmountRupees);
  const decision = offered === input.loanAmountRupees ? 'eligible' : 'partially-eligible';
  if (tenureMonths < input.tenureMonths) {
    reasons.push(
      `The tenure is shortened to ${tenureMonths} months so the loan ends in time (your age${car ? ' and the car’s age' : ''}).`,
    );
  }
  if (decision === 'partially-eligible') {
    reasons.push(
      byCar <= byIncome && byCar <= LOAN_AMOUNT_RANGE_RUPEES.max
        ? `Lenders finance up to ${MAX_LOAN_TO_VALUE * 100}% of the car’s price, so the loan is ${rupees(offered)}.`
        : `With an EMI of up to ${rupees(maxEmiRupees)} a month you can borrow up to ${rupees(offered)}.`,
    );
  } else {
    reasons.push(
      `The EMI fits within ${MAX_EMI_SHARE_OF_INCOME * 100}% of your monthly income after existing EMIs.`,
    );
  }
  return {
    decision,
    reasons,
    ageYears,
    maxEmiRupees,
    rateBand,
    maxTenureMonths,
    tenureMonths,
    maxLoanAmountRupees,
    offeredLoanAmountRupees: offered,
    estimatedEmiRupees: calculateEmi(offered, rateBand.maxPercent, tenureMonths),
  };
}
