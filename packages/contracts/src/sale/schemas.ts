import { z } from 'zod';
import { OtpSchema, PhoneSchema } from '../field-schemas';
import { ImageVariantSchema } from '../images';
import { INSPECTION_RATINGS } from './inspection-checklist';
import {
  CANCEL_REASON_CODES,
  INSPECTION_NOTE_MAX_LENGTH,
  RESCHEDULE_REASONS,
  STAFF_ROLES,
} from './rules';

// Request and response shapes of the sale pipeline (issue 9). Amounts are paise unless a field
// says rupees (the spec's expectedPrice is rupees).

const iso = z.string();
const rupees = (what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} in rupees` })
    .int(`Enter the ${what} in whole rupees`)
    .min(1_000, `The ${what} must be at least ₹1,000`)
    .max(5_00_00_000, `Enter a realistic ${what}`);

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'Pick a role' });
export const GrantRoleBodySchema = z.object({
  phone: PhoneSchema,
  role: StaffRoleSchema,
  cityId: z.coerce.number().int().positive().optional(),
  displayName: z.string().trim().min(2).max(80).optional(),
});
export type GrantRoleBody = z.infer<typeof GrantRoleBodySchema>;
export const StaffMemberSchema = z.object({
  userId: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  role: StaffRoleSchema,
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  displayName: z.string().nullable(),
  grantedAt: iso,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const MyRolesSchema = z.object({
  userId: z.string(),
  roles: z.array(StaffMemberSchema),
});

export const SellQuestionSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['single', 'boolean']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
});
export type SellQuestion = z.infer<typeof SellQuestionSchema>;
export const SellQuestionSetSchema = z.object({
  version: z.number().int(),
  questions: z.array(SellQuestionSchema),
});
export type SellQuestionSet = z.infer<typeof SellQuestionSetSchema>;
export const SellQuestionQuerySchema = z.object({
  version: z.coerce.number().int().positive().max(10_000).optional(),
});
export const SaveAnswersBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'We could not find this appointment.'),
  version: z.number().int().positive(),
  answers: z.record(z.string().max(40), z.string().max(40)),
});
export const SavedAnswersSchema = z.object({
  version: z.number().int(),
  answers: z.record(z.string(), z.string()),
  savedAt: iso,
});

export const CancelReasonsSchema = z.object({
  data: z.array(z.object({ code: z.string(), label: z.string() })),
  reschedule: z.array(z.object({ code: z.string(), label: z.string() })),
});
export const CancelBodySchema = z.object({
  reasonCode: z.enum(CANCEL_REASON_CODES, { error: 'Pick a reason for cancelling' }),
  note: z.string().trim().max(300).optional(),
});
const RESCHEDULE_CODES = RESCHEDULE_REASONS.map((reason) => reason.code) as [string, ...string[]];
export const RescheduleWithReasonBodySchema = z.object({
  slotStart: z.iso.datetime({ message: 'Please pick one of the offered slots.' }),
  reasonCode: z.enum(RESCHEDULE_CODES).optional(),
});

export const TimelineEntrySchema = z.object({
  kind: z.string(),
  label: z.string(),
  at: iso.nullable(),
  done: z.boolean(),
  detail: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const InspectionRatingSchema = z.enum(INSPECTION_RATINGS);
export const CheckpointAnswerSchema = z.object({
  rating: InspectionRatingSchema,
  note: z.string().trim().max(INSPECTION_NOTE_MAX_LENGTH).optional(),
});
export const InspectionDraftBodySchema = z.object({
  /** The revision the client last saw; a stale one is refused so two devices cannot clobber. */
  revision: z.number().int().min(0),
  answers: z.record(z.string().max(80), CheckpointAnswerSchema).optional(),
  odometerKm: z.number().int().min(0).max(2_000_000).optional(),
  vin: z.string().trim().toUpperCase().max(17).optional(),
});
export type InspectionDraftBody = z.infer<typeof InspectionDraftBodySchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  kind: z.enum(['defect', 'odometer', 'vin']),
  checkpointKey: z.string().nullable(),
  /** WebP at each width, smallest first. */
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** Every stored variant: AVIF (photos uploaded since decision 0178) and WebP at each width. */
  variants: z.array(ImageVariantSchema),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const InspectionViewSchema = z.object({
  appointmentId: z.string(),
  status: z.enum(['draft', 'submitted']),
  revision: z.number().int(),
  answers: z.record(z.string(), CheckpointAnswerSchema),
  odometerKm: z.number().int().nullable(),
  vin: z.string().nullable(),
  photos: z.array(PhotoSchema),
  submittedAt: iso.nullable(),
});
export type InspectionView = z.infer<typeof InspectionViewSchema>;

export const DeductionSchema = z.object({
  checkpointKey: z.string(),
  label: z.string(),
  area: z.string(),
  rating: z.string(),
  note: z.string().nullable(),
  amountPaise: z.number().int(),
  photo: PhotoSchema.nullable(),
});
export type Deduction = z.infer<typeof DeductionSchema>;
export const OfferSchema = z.object({
  estimatePaise: z.number().int(),
  deductions: z.array(DeductionSchema),
  totalDeductionPaise: z.number().int(),
  offerPaise: z.number().int(),
  validUntil: iso,
});
export type Offer = z.infer<typeof OfferSchema>;

export const SaleInspectionReportSchema = z.object({
  appointmentId: z.string(),
  inspectedAt: iso,
  odometerKm: z.number().int(),
  declaredKm: z.number().int(),
  vin: z.string(),
  areas: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      checkpoints: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          rating: z.string(),
          note: z.string().nullable(),
          photos: z.array(PhotoSchema),
        }),
      ),
    }),
  ),
  photos: z.array(PhotoSchema),
  offer: OfferSchema,
});
export type SaleInspectionReport = z.infer<typeof SaleInspectionReportSchema>;

export const AuctionViewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  round: z.number().int(),
  status: z.enum(['live', 'closed']),
  car: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  startPricePaise: z.number().int(),
  minIncrementPaise: z.number().int(),
  minimumNextBidPaise: z.number().int(),
  bestBidPaise: z.number().int().nullable(),
  bidCount: z.number().int(),
  endsAt: iso,
  closedAt: iso.nullable(),
  /** Dealer views only: whether the caller holds the best bid, and their own best. */
  youLead: z.boolean().nullable(),
  yourBestPaise: z.number().int().nullable(),
  /** After close: won (caller is the winner), lost or null for sellers. */
  outcome: z.enum(['won', 'lost']).nullable(),
});
export type AuctionView = z.infer<typeof AuctionViewSchema>;
export const BidBodySchema = z.object({ amountRupees: rupees('bid') });

export const SalePriceViewSchema = z.object({
  estimatePaise: z.number().int(),
  offerPaise: z.number().int().nullable(),
  bestBidPaise: z.number().int().nullable(),
  expectedPricePaise: z.number().int().nullable(),
  acceptedPricePaise: z.number().int().nullable(),
  acceptedSource: z.string().nullable(),
  auction: AuctionViewSchema.nullable(),
  negotiation: z
    .object({
      id: z.string(),
      askedPaise: z.number().int(),
      status: z.string(),
      counterPaise: z.number().int().nullable(),
    })
    .nullable(),
  flow: z.string().nullable(),
  canAccept: z.boolean(),
});
export type SalePriceView = z.infer<typeof SalePriceViewSchema>;

export const SaleStatusSchema = z.object({
  appointmentId: z.string(),
  stage: z.string(),
  timeline: z.array(TimelineEntrySchema),
  price: SalePriceViewSchema,
  inspector: z.object({ name: z.string() }).nullable(),
});
export type SaleStatus = z.infer<typeof SaleStatusSchema>;

export const AcceptBodySchema = z.object({
  source: z.enum(['auction', 'offer', 'negotiation'], { error: 'Pick the price to accept' }),
});
export const ExpectedPriceBodySchema = z.object({ expectedPrice: rupees('expected price') });
export const SelectedPriceBodySchema = z.object({ selectedPrice: rupees('price') });
export const SelectFlowBodySchema = z.object({
  flow: z.enum(['auction', 'instant_offer'], { error: 'Pick how you want to sell' }),
});
export const DeclineBodySchema = z.object({ reason: z.string().trim().min(2).max(300) });
export const CounterBodySchema = z.object({
  decision: z.enum(['accept', 'counter', 'decline']),
  counterRupees: rupees('counter-offer').optional(),
});

export const DealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
});
export const DealerLeadBodySchema = z.object({
  dealerId: z.string().uuid('Pick a dealer'),
  phone: PhoneSchema,
  name: z.string().trim().min(2, 'Enter your name').max(80),
  appointmentToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}$/)
    .optional(),
});
export const DealerLeadSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'verified']),
  dealer: DealerSchema,
});
export const DealerLeadOtpParamsSchema = z.object({ id: z.string().uuid(), otp: OtpSchema });

/** loan-details: is there a loan on the car, with whom, how much is outstanding (issue 10). */
export const LoanDetailsBodySchema = z
  .object({
    hasLoan: z.boolean({ error: 'Tell us whether there is a loan on the car' }),
    lender: z.string().trim().min(2, 'Enter the bank or lender').max(80).optional(),
    outstandingRupees: z.coerce
      .number({ error: 'Enter the outstanding amount in rupees' })
      .int('Enter the outstanding amount in whole rupees')
      .min(0)
      .max(5_00_00_000, 'Enter a realistic amount')
      .optional(),
    accountLast4: z
      .string()
      .regex(/^[0-9]{4}$/, 'Enter the last 4 digits of the loan account')
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.hasLoan) return;
    if (!value.lender)
      context.addIssue({ code: 'custom', path: ['lender'], message: 'Enter the bank or lender' });
    if (value.outstandingRupees === undefined)
      context.addIssue({
        code: 'custom',
        path: ['outstandingRupees'],
        message: 'Enter the outstanding amount in rupees',
      });
  });
export const LoanDetailsSchema = z.object({
  hasLoan: z.boolean(),
  lender: z.string().nullable(),
  outstandingPaise: z.number().int().nullable(),
  accountLast4: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const CAR_LOAN_STATUSES = ['PENDING', 'APPROVED', 'CLOSED'] as const;
export const PaymentApprovalQuerySchema = z.object({
  /** Spec §4 and §9: the loan status query defaults to PENDING. */
  loanStatus: z
    .enum(CAR_LOAN_STATUSES, { error: 'loanStatus is PENDING, APPROVED or CLOSED' })
    .default('PENDING'),
});
export const PaymentApprovalSchema = z.object({
  loanStatus: z.enum(CAR_LOAN_STATUSES),
  salePricePaise: z.number().int(),
  toLenderPaise: z.number().int(),
  toSellerPaise: z.number().int(),
  /** The seller owes the difference when the loan is larger than the price. */
  shortfallPaise: z.number().int(),
  steps: z.array(z.object({ label: z.string(), done: z.boolean() })),
});

/** bank-verify (issue 10): the seller's payout account, checked by penny drop. */
export const BANK_VERIFY_MESSAGES = {
  holder: 'Enter the name as it appears on your bank account',
  account: 'Enter your account number (9 to 18 digits)',
  ifsc: 'Enter the 11-character IFSC, for example HDFC0001234',
  invalid: 'We could not find this account. Check the number and IFSC.',
  mismatch:
    'The bank has this account in another name. Confirm it is yours, or use another account.',
  tooMany: 'Too many verification attempts today. Please try again tomorrow.',
  notAccepted: 'Accept an offer first; then add the account we should pay.',
  nothingToConfirm: 'There is no name difference to confirm.',
} as const;
export const BankVerifyBodySchema = z.object({
  accountHolderName: z
    .string()
    .trim()
    .min(3, BANK_VERIFY_MESSAGES.holder)
    .max(100, BANK_VERIFY_MESSAGES.holder),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{9,18}$/, BANK_VERIFY_MESSAGES.account),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, BANK_VERIFY_MESSAGES.ifsc),
});
export const BankAccountSchema = z.object({
  status: z.enum(['not_added', 'verified', 'name_mismatch', 'confirmed_mismatch', 'invalid']),
  holderName: z.string().nullable(),
  registeredName: z.string().nullable(),
  accountLast4: z.string().nullable(),
  ifsc: z.string().nullable(),
  /** True when payouts may go to this account. */
  payable: z.boolean(),
});
