import { z } from 'zod';
import { EMI_RATE_RANGE } from './inventory/emi';
import { PersonNameSchema } from './identity';

/**
 * Used-car loans: the EMI calculator's limits, the personal-details form and the answers of the
 * loans API. Limits follow the market norms of shared/data/india/formats.md; the values the spec
 * leaves open are recorded in docs/decisions/0060-loan-limits-and-eligibility.md.
 *
 * Money in this API is in whole rupees with the unit in the field name (people type rupees and
 * lenders quote rupees); the database keeps paise like every other table.
 */

export const LOAN_RATE_RANGE = EMI_RATE_RANGE;
export const LOAN_TENURE_RANGE = { min: 12, max: 84 } as const;
/** Smallest and largest used-car loan the calculator and the application accept. */
export const LOAN_AMOUNT_RANGE_RUPEES = { min: 50_000, max: 50_00_000 } as const;
export const LOAN_MIN_MONTHLY_INCOME_RUPEES = 15_000;
/** Sanity bound on a typed income (₹1 crore a month), so a slip of the keyboard is caught. */
export const LOAN_MAX_MONTHLY_INCOME_RUPEES = 1_00_00_000;
export const LOAN_APPLICANT_MIN_AGE_YEARS = 21;
export const LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS = 65;
/** The calculator opens with these (and the page explains they are only a starting point). */
export const EMI_CALCULATOR_DEFAULTS = {
  loanAmountRupees: 5_00_000,
  interestRatePercent: 12,
  tenureMonths: 60,
} as const;
export const LOAN_AMOUNT_STEP_RUPEES = 10_000;
export const LOAN_RATE_STEP_PERCENT = 0.05;

/** Loan status (spec §3 loanStatus); the query defaults to PENDING (spec §4, §9). */
export const LOAN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export const LoanStatusSchema = z.enum(LOAN_STATUSES, {
  error: `loanStatus must be one of ${LOAN_STATUSES.join(', ')}`,
});
export type LoanStatus = z.infer<typeof LoanStatusSchema>;
export const DEFAULT_LOAN_STATUS: LoanStatus = 'PENDING';

export const EMPLOYMENT_TYPES = ['salaried', 'self-employed'] as const;
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  salaried: 'Salaried',
  'self-employed': 'Self-employed (business or profession)',
};
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES, {
  error: 'Choose your employment type',
});
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

const rupees = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${label} in rupees` })
    .int(`Enter the ${label} in whole rupees`)
    .min(min, `The ${label} must be at least ₹${min.toLocaleString('en-IN')}`)
    .max(max, `The ${label} can be at most ₹${max.toLocaleString('en-IN')}`);

export const LoanAmountRupeesSchema = rupees(
  'loan amount',
  LOAN_AMOUNT_RANGE_RUPEES.min,
  LOAN_AMOUNT_RANGE_RUPEES.max,
);
export const InterestRatePercentSchema = z.coerce
  .number({ error: 'Enter the interest rate in % a year' })
  .min(LOAN_RATE_RANGE.min, `The interest rate must be at least ${LOAN_RATE_RANGE.min}% a year`)
  .max(LOAN_RATE_RANGE.max, `The interest rate can be at most ${LOAN_RATE_RANGE.max}% a year`);
export const TenureMonthsSchema = z.coerce
  .number({ error: 'Enter the tenure in months' })
  .int('Enter the tenure in whole months')
  .min(LOAN_TENURE_RANGE.min, `The tenure must be at least ${LOAN_TENURE_RANGE.min} months`)
  .max(LOAN_TENURE_RANGE.max, `The tenure can be at most ${LOAN_TENURE_RANGE.max} months`);

/** The EMI calculator's GET form (/used-car-loan/?loanAmount=&interestRate=&tenure=). */
export const EmiCalculatorQuerySchema = z.object({
  loanAmount: LoanAmountRupeesSchema,
  interestRate: InterestRatePercentSchema,
  tenure: TenureMonthsSchema,
});
export type EmiCalculatorQuery = z.infer<typeof EmiCalculatorQuerySchema>;

/** PAN: 5 letters, 4 digits, 1 letter; the 4th letter is P for an individual. */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
export const INVALID_PAN_MESSAGE = 'Enter a valid PAN of an individual, e.g. ABCPE1234F';
export const PanSchema = z
  .string({ error: INVALID_PAN_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(PAN_PATTERN, { message: INVALID_PAN_MESSAGE }));

/** Shows only the last 4 characters of a PAN, e.g. ******234F. */
export function maskPan(pan: string): string {
  return `${'*'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
}

export const INVALID_DATE_OF_BIRTH_MESSAGE = 'Enter your date of birth as DD-MM-YYYY';
/** ISO date (YYYY-MM-DD, what <input type="date"> sends) of a real calendar day in the past. */
export const DateOfBirthSchema = z
  .string({ error: INVALID_DATE_OF_BIRTH_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: INVALID_DATE_OF_BIRTH_MESSAGE })
  .refine(isRealPastDate, { message: 'Enter a real date of birth in the past' });

function isRealPastDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() < Date.now();
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

export const ListingIdOptionalSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'The car listing id is a number from the car page' })
    .int('The car listing id is a number from the car page')
    .positive('The car listing id is a number from the car page')
    .optional(),
);

/** cfSource: where the visitor came from (a path such as /buy-used-cars/ or a short tag). */
export const CF_SOURCE_MAX_LENGTH = 200;
export const CfSourceSchema = z
  .string()
  .trim()
  .max(CF_SOURCE_MAX_LENGTH, `cfSource can be at most ${CF_SOURCE_MAX_LENGTH} characters`)
  .regex(/^[\w\-./?=&%]*$/, { message: 'cfSource may hold only a path or a short tag' });

/** What the eligibility rules need; shared by the pure check and the application. */
export const LoanEligibilityBodySchema = z.strictObject({
  dateOfBirth: DateOfBirthSchema,
  employmentType: EmploymentTypeSchema,
  monthlyIncomeRupees: rupees(
    'monthly income',
    LOAN_MIN_MONTHLY_INCOME_RUPEES,
    LOAN_MAX_MONTHLY_INCOME_RUPEES,
  ),
  /** EMIs the applicant already pays every month (other loans, cards on EMI). */
  existingEmiRupees: rupees('existing EMI', 0, LOAN_MAX_MONTHLY_INCOME_RUPEES).default(0),
  loanAmountRupees: LoanAmountRupeesSchema,
  tenureMonths: TenureMonthsSchema.default(EMI_CALCULATOR_DEFAULTS.tenureMonths),
  listingId: ListingIdOptionalSchema,
});
export type LoanEligibilityBody = z.infer<typeof LoanEligibilityBodySchema>;

/** The personal-details form (POST api/v1/loan/applications), parsed by the page and the API. */
export const CreateLoanApplicationBodySchema = LoanEligibilityBodySchema.extend({
  fullName: PersonNameSchema,
  pan: PanSchema,
  cityId: z.coerce
    .number({ error: 'Choose your city' })
    .int('Choose your city')
    .positive('Choose your city'),
  cfSource: CfSourceSchema.optional(),
});
export type CreateLoanApplicationBody = z.infer<typeof CreateLoanApplicationBodySchema>;

export const LOAN_ELIGIBILITY_DECISIONS = [
  'eligible',
  'partially-eligible',
  'not-eligible',
] as const;
export const LoanEligibilitySchema = z.object({
  decision: z.enum(LOAN_ELIGIBILITY_DECISIONS),
  /** Plain sentences: why the answer is what it is. */
  reasons: z.array(z.string()),
  ageYears: z.number().int(),
  /** The largest EMI the income allows after existing EMIs. */
  maxEmiRupees: z.number(),
  rateBand: z.object({ minPercent: z.number(), maxPercent: z.number() }),
  maxTenureMonths: z.number().int(),
  /** The requested tenure, shortened to the longest one the rules allow. */
  tenureMonths: z.number().int(),
  maxLoanAmountRupees: z.number().int(),
  /** The requested amount, or the maximum when less; 0 when not eligible. */
  offeredLoanAmountRupees: z.number().int(),
  /** EMI of the offered amount at the top of the rate band (the cautious figure). */
  estimatedEmiRupees: z.number(),
});
export type LoanEligibility = z.infer<typeof LoanEligibilitySchema>;
export const LoanEligibilityResponseSchema = z.object({ data: LoanEligibilitySchema });

export const LoanApplicationSchema = z.object({
  id: z.uuid(),
  status: LoanStatusSchema,
  fullName: z.string(),
  dateOfBirth: z.string(),
  employmentType: EmploymentTypeSchema,
  monthlyIncomeRupees: z.number().int(),
  existingEmiRupees: z.number().int(),
  loanAmountRupees: z.number().int(),
  tenureMonths: z.number().int(),
  cityId: z.number().int(),
  cityName: z.string(),
  listingId: z.number().int().nullable(),
  panMasked: z.string(),
  cfSource: z.string().nullable(),
  eligibility: LoanEligibilitySchema,
  createdAt: z.string(),
});
export type LoanApplication = z.infer<typeof LoanApplicationSchema>;
export const LoanApplicationResponseSchema = z.object({ data: LoanApplicationSchema });
export const LoanApplicationListResponseSchema = z.object({ data: z.array(LoanApplicationSchema) });
export const PaymentApprovalProcessResponseSchema = z.object({
  loanStatus: LoanStatusSchema,
  data: z.array(LoanApplicationSchema),
});
export type PaymentApprovalProcessResponse = z.infer<typeof PaymentApprovalProcessResponseSchema>;
