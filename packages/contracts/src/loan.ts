import { z } from 'zod';
import { PersonNameSchema } from './identity';
import {
  CF_SOURCE_MAX_LENGTH,
  CF_SOURCE_PATTERN,
  DATE_OF_BIRTH_IN_PAST_MESSAGE,
  EMI_CALCULATOR_DEFAULTS,
  EMPLOYMENT_TYPES,
  INTEREST_RATE_MESSAGES,
  INVALID_DATE_OF_BIRTH_MESSAGE,
  INVALID_LOAN_STATUS_MESSAGE,
  INVALID_PAN_MESSAGE,
  isRealPastDate,
  LOAN_AMOUNT_RANGE_RUPEES,
  LOAN_ELIGIBILITY_DECISIONS,
  LOAN_MAX_MONTHLY_INCOME_RUPEES,
  LOAN_MIN_MONTHLY_INCOME_RUPEES,
  LOAN_RATE_RANGE,
  LOAN_STATUSES,
  LOAN_TENURE_RANGE,
  PAN_PATTERN,
  rupeeAmountMessages,
  TENURE_MESSAGES,
} from './loan-rules';

/**
 * Used-car loans: the zod schemas of the personal-details form and the loans API's answers
 * (limits and pure rules in loan-rules.ts). Values the spec leaves open are recorded in
 * docs/decisions/0060-loan-limits-and-eligibility.md.
 *
 * Money in this API is in whole rupees with the unit in the field name (people type rupees and
 * lenders quote rupees); the database keeps paise like every other table.
 */

export const LoanStatusSchema = z.enum(LOAN_STATUSES, { error: INVALID_LOAN_STATUS_MESSAGE });
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES, {
  error: 'Choose your employment type',
});

const rupees = (label: string, min: number, max: number) => {
  const messages = rupeeAmountMessages(label, min, max);
  return z.coerce
    .number({ error: messages.missing })
    .int(messages.notWhole)
    .min(min, messages.tooSmall)
    .max(max, messages.tooLarge);
};

export const LoanAmountRupeesSchema = rupees(
  'loan amount',
  LOAN_AMOUNT_RANGE_RUPEES.min,
  LOAN_AMOUNT_RANGE_RUPEES.max,
);
export const InterestRatePercentSchema = z.coerce
  .number({ error: INTEREST_RATE_MESSAGES.missing })
  .min(LOAN_RATE_RANGE.min, INTEREST_RATE_MESSAGES.tooSmall)
  .max(LOAN_RATE_RANGE.max, INTEREST_RATE_MESSAGES.tooLarge);
export const TenureMonthsSchema = z.coerce
  .number({ error: TENURE_MESSAGES.missing })
  .int(TENURE_MESSAGES.notWhole)
  .min(LOAN_TENURE_RANGE.min, TENURE_MESSAGES.tooSmall)
  .max(LOAN_TENURE_RANGE.max, TENURE_MESSAGES.tooLarge);

export const PanSchema = z
  .string({ error: INVALID_PAN_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(PAN_PATTERN, { message: INVALID_PAN_MESSAGE }));

/** ISO date (YYYY-MM-DD, what <input type="date"> sends) of a real calendar day in the past. */
export const DateOfBirthSchema = z
  .string({ error: INVALID_DATE_OF_BIRTH_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: INVALID_DATE_OF_BIRTH_MESSAGE })
  .refine((value) => isRealPastDate(value), { message: DATE_OF_BIRTH_IN_PAST_MESSAGE });

export const ListingIdOptionalSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'The car listing id is a number from the car page' })
    .int('The car listing id is a number from the car page')
    .positive('The car listing id is a number from the car page')
    .optional(),
);

/** cfSource: where the visitor came from (a path such as /buy-used-cars/ or a short tag). */
export const CfSourceSchema = z
  .string()
  .trim()
  .max(CF_SOURCE_MAX_LENGTH, `cfSource can be at most ${CF_SOURCE_MAX_LENGTH} characters`)
  .regex(CF_SOURCE_PATTERN, { message: 'cfSource may hold only a path or a short tag' });

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

/** GET loan/banner and loan/redirect-link: the car page's loan offer (decision 0130). */
export const LoanLinkQuerySchema = z.object({
  listingId: z.coerce
    .number({ error: 'listingId must be a number' })
    .int('listingId must be a number')
    .positive('listingId must be a number')
    .optional(),
});
export const LoanBannerSchema = z.object({
  headline: z.string(),
  rateFromPercent: z.number(),
  maxTenureMonths: z.number().int(),
  maxFundingPercent: z.number().int(),
  /** With a listing: the lowest EMI (80 % of the price at the lowest rate, longest tenure), ₹. */
  emiFromRupees: z.number().int().nullable(),
  listingId: z.number().int().nullable(),
});
export type LoanBanner = z.infer<typeof LoanBannerSchema>;
export const LoanRedirectLinkSchema = z.object({ url: z.string() });

/** GET /api/vehicle/document/finance: the documents a car loan needs. */
export const FinanceDocumentsQuerySchema = z.object({
  employmentType: z
    .enum(EMPLOYMENT_TYPES, { error: 'employmentType must be salaried or self-employed' })
    .optional(),
});
export const FinanceDocumentSchema = z.object({ name: z.string(), detail: z.string() });
export const FinanceDocumentsSchema = z.object({
  data: z.array(
    z.object({
      employmentType: z.enum(EMPLOYMENT_TYPES),
      label: z.string(),
      documents: z.array(FinanceDocumentSchema),
    }),
  ),
});
export type FinanceDocuments = z.infer<typeof FinanceDocumentsSchema>;
