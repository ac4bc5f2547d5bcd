import { formatMoney, rupees, toPaise } from './money';
import { EMI_RATE_RANGE } from './inventory/emi';

// Used-car loan limits and pure rules, without zod, so the loan pages' browser code (the live EMI
// calculator, the form's hints) does not pull zod into its bundle. The zod schemas are in loan.ts.
// Values the spec leaves open: docs/decisions/0060-loan-limits-and-eligibility.md.

export const LOAN_RATE_RANGE = EMI_RATE_RANGE;
export const LOAN_TENURE_RANGE = { min: 12, max: 84 } as const;
/** Smallest and largest used-car loan the calculator and the application accept. */
export const LOAN_AMOUNT_RANGE_RUPEES = { min: 50_000, max: 50_00_000 } as const;
export const LOAN_MIN_MONTHLY_INCOME_RUPEES = 15_000;
/** Sanity bound on a typed income (₹1 crore a month), so a slip of the keyboard is caught. */
export const LOAN_MAX_MONTHLY_INCOME_RUPEES = 1_00_00_000;
export const LOAN_APPLICANT_MIN_AGE_YEARS = 21;
export const LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS = 65;
/** The calculator opens with these (5,00,000 at 12% for 60 months = 11,122.22). */
export const EMI_CALCULATOR_DEFAULTS = {
  loanAmountRupees: 5_00_000,
  interestRatePercent: 12,
  tenureMonths: 60,
} as const;
export const LOAN_AMOUNT_STEP_RUPEES = 10_000;
export const LOAN_RATE_STEP_PERCENT = 0.05;

/** Loan status (spec §3 loanStatus); the query defaults to PENDING (spec §4, §9). */
export const LOAN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const DEFAULT_LOAN_STATUS: LoanStatus = 'PENDING';
export const INVALID_LOAN_STATUS_MESSAGE = `loanStatus must be one of ${LOAN_STATUSES.join(', ')}`;

export const EMPLOYMENT_TYPES = ['salaried', 'self-employed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  salaried: 'Salaried',
  'self-employed': 'Self-employed (business or profession)',
};

export const LOAN_ELIGIBILITY_DECISIONS = [
  'eligible',
  'partially-eligible',
  'not-eligible',
] as const;
export type LoanEligibilityDecision = (typeof LOAN_ELIGIBILITY_DECISIONS)[number];

const rupeesText = (value: number) => formatMoney(toPaise(rupees(value)));

/** The messages of a whole-rupee amount between two bounds (form and API say the same). */
export function rupeeAmountMessages(label: string, min: number, max: number) {
  return {
    missing: `Enter the ${label} in rupees`,
    notWhole: `Enter the ${label} in whole rupees`,
    tooSmall: `The ${label} must be at least ${rupeesText(min)}`,
    tooLarge: `The ${label} can be at most ${rupeesText(max)}`,
  };
}
export const LOAN_AMOUNT_MESSAGES = rupeeAmountMessages(
  'loan amount',
  LOAN_AMOUNT_RANGE_RUPEES.min,
  LOAN_AMOUNT_RANGE_RUPEES.max,
);
export const INTEREST_RATE_MESSAGES = {
  missing: 'Enter the interest rate in % a year',
  tooSmall: `The interest rate must be at least ${LOAN_RATE_RANGE.min}% a year`,
  tooLarge: `The interest rate can be at most ${LOAN_RATE_RANGE.max}% a year`,
};
export const TENURE_MESSAGES = {
  missing: 'Enter the tenure in months',
  notWhole: 'Enter the tenure in whole months',
  tooSmall: `The tenure must be at least ${LOAN_TENURE_RANGE.min} months`,
  tooLarge: `The tenure can be at most ${LOAN_TENURE_RANGE.max} months`,
};

/** The EMI calculator's query (/used-car-loan/?loanAmount=&interestRate=&tenure=), as typed. */
export interface EmiInputText {
  loanAmount: string;
  interestRate: string;
  tenure: string;
}
export interface EmiInput {
  loanAmount: number;
  interestRate: number;
  tenure: number;
}
export type EmiInputCheck =
  | { ok: true; value: EmiInput }
  | { ok: false; fields: Partial<Record<keyof EmiInput, string>> };

function checkNumber(
  text: string,
  min: number,
  max: number,
  messages: { missing: string; notWhole?: string; tooSmall: string; tooLarge: string },
): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { error: messages.missing };
  if (messages.notWhole && !Number.isInteger(value)) return { error: messages.notWhole };
  if (value < min) return { error: messages.tooSmall };
  if (value > max) return { error: messages.tooLarge };
  return { value };
}

/** Checks the calculator's three fields against the market norms; one message per field. */
export function checkEmiInput(text: EmiInputText): EmiInputCheck {
  const results = {
    loanAmount: checkNumber(
      text.loanAmount,
      LOAN_AMOUNT_RANGE_RUPEES.min,
      LOAN_AMOUNT_RANGE_RUPEES.max,
      LOAN_AMOUNT_MESSAGES,
    ),
    interestRate: checkNumber(
      text.interestRate,
      LOAN_RATE_RANGE.min,
      LOAN_RATE_RANGE.max,
      INTEREST_RATE_MESSAGES,
    ),
    tenure: checkNumber(text.tenure, LOAN_TENURE_RANGE.min, LOAN_TENURE_RANGE.max, TENURE_MESSAGES),
  };
  const fields: Partial<Record<keyof EmiInput, string>> = {};
  for (const [key, result] of Object.entries(results)) {
    if ('error' in result) fields[key as keyof EmiInput] = result.error;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const value = (key: keyof EmiInput) => (results[key] as { value: number }).value;
  return {
    ok: true,
    value: {
      loanAmount: value('loanAmount'),
      interestRate: value('interestRate'),
      tenure: value('tenure'),
    },
  };
}

/** PAN: 5 letters, 4 digits, 1 letter; the 4th letter is P for an individual. */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
export const INVALID_PAN_MESSAGE = 'Enter a valid PAN of an individual, e.g. ABCPE1234F';
export const PAN_LENGTH = 10;

/** Shows only the last 4 characters of a PAN, e.g. ******234F. */
export function maskPan(pan: string): string {
  return `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}

export const INVALID_DATE_OF_BIRTH_MESSAGE = 'Enter your date of birth as DD-MM-YYYY';
export const DATE_OF_BIRTH_IN_PAST_MESSAGE = 'Enter a real date of birth in the past';

/** An ISO date (YYYY-MM-DD) of a real calendar day from 1900 up to yesterday. */
export function isRealPastDate(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() < now.getTime();
}

/** Whole years of age on `today` for an ISO date of birth (birthday counted on the day). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** cfSource: where the visitor came from (a path such as /buy-used-cars/ or a short tag). */
export const CF_SOURCE_MAX_LENGTH = 200;
export const CF_SOURCE_PATTERN = /^[\w\-./?=&%]*$/;
