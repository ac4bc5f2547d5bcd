import { z } from 'zod';
import { OtpSchema } from '../field-schemas';

// Request and response shapes of closing a sale (issue 10): purchase request, pickup, the
// runner's QC, payouts and the RC transfer. Amounts are paise unless a field says rupees.

const iso = z.string();

/** Texts the seller and the runner see; tests assert them verbatim. */
export const CLOSING_MESSAGES = {
  notAccepted: 'Accept an offer first; the sale is closed at the accepted price.',
  priceChanged: 'The accepted price has changed. Reload the page and check the price again.',
  consent: 'Tick the box to agree to sell your car at this price.',
  bankFirst: 'Verify the bank account we should pay before you go ahead.',
  documentsFirst: 'Upload your RC, PAN, ID proof and a cancelled cheque before you go ahead.',
  loanFirst: 'Tell us whether there is a loan on the car before you go ahead.',
  requestFirst: 'Confirm the sale first (purchase request), then book the pickup.',
  alreadyRequested: 'You have already confirmed this sale.',
  notRequested: 'There is no purchase request for this car yet.',
  cannotCancel: 'The car is already picked up; the sale can no longer be cancelled.',
  slotUnavailable: 'This pickup slot is no longer available. Please pick another.',
  slotOutOfRange: 'Pick one of the pickup slots shown.',
  pickupExists: 'A pickup is already booked. Reschedule or cancel it instead.',
  noPickup: 'There is no pickup booked for this car.',
  pickupClosed: 'This pickup can no longer be changed.',
  tooManyReschedules: 'A pickup can be rescheduled at most 3 times. Please call us to change it.',
  notYourPickup: 'This pickup is assigned to another runner.',
  handoverFirst: 'Verify the seller’s handover code first.',
  qcFirst: 'Complete the QC checklist first.',
  qcFailed: 'The car failed QC. Cancel the pickup with a reason.',
  wrongHandoverCode: 'Wrong handover code. Ask the seller for the code we sent by SMS.',
  receiptNotReady: 'The receipt is ready once the balance is paid to your bank account.',
  offlineOnlyBeforePickup: 'An offline deal can only be recorded before the car is picked up.',
  notBought: 'This car has not been bought yet.',
  alreadyListed: 'This car is already on sale.',
  rcStepOrder: 'RC transfer steps go in order: forms signed, filed at the RTO, transferred.',
} as const;

const reason = z
  .string({ error: 'Tell us the reason' })
  .trim()
  .min(3, 'Tell us the reason')
  .max(300, 'Keep the reason under 300 characters');

// purchase-request: v1 confirms the price; v2 adds where the car is handed over; v3 adds the
// loan declaration and an explicit consent, as the current web app sends it.
export const PurchaseRequestV1BodySchema = z.object({
  acceptedPrice: z.coerce
    .number({ error: 'Enter the accepted price in rupees' })
    .int('Enter the accepted price in whole rupees')
    .positive('Enter the accepted price in rupees'),
});
export const PICKUP_PREFERENCES = ['home', 'branch'] as const;
export const PurchaseRequestV2BodySchema = PurchaseRequestV1BodySchema.extend({
  pickupPreference: z.enum(PICKUP_PREFERENCES, { error: 'Pick home or branch' }),
});
export const PurchaseRequestV3BodySchema = PurchaseRequestV2BodySchema.extend({
  loanDeclared: z.literal(true, { error: CLOSING_MESSAGES.loanFirst }),
  consent: z.literal(true, { error: CLOSING_MESSAGES.consent }),
});
export const PurchaseRequestSchema = z.object({
  status: z.enum(['requested', 'initiated', 'completed', 'cancelled']),
  shapeVersion: z.number().int(),
  channel: z.enum(['online', 'offline']),
  pickupPreference: z.enum(PICKUP_PREFERENCES),
  pricePaise: z.number().int(),
  requestedAt: iso,
  initiatedAt: iso.nullable(),
  cancelReason: z.string().nullable(),
  offlineReference: z.string().nullable(),
});
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>;
export const CancelSaleBodySchema = z.object({ reason });
export const OfflineTxnBodySchema = z.object({
  branch: z.string().trim().min(3, 'Name the branch').max(120),
  reference: z
    .string()
    .trim()
    .regex(
      /^[A-Z0-9-]{6,30}$/i,
      'Enter the bank reference (UTR or cheque number, 6 to 30 characters)',
    ),
  mode: z.enum(['NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'DD'], { error: 'Pick how the seller was paid' }),
});

// Pickup.
export const PickupSlotSchema = z.object({
  start: iso,
  end: iso,
  /** "10:00 am – 12:00 pm" (IST) */
  label: z.string(),
  available: z.boolean(),
});
export const PickupSlotsSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), label: z.string(), slots: z.array(PickupSlotSchema) }),
  ),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type PickupSlots = z.infer<typeof PickupSlotsSchema>;
export const PickupSlotsQueryBodySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date'),
});
const address = z
  .string({ error: 'Enter the pickup address' })
  .trim()
  .min(10, 'Enter the full pickup address (house, street, area)')
  .max(300, 'Keep the address under 300 characters');
const pincode = z
  .string({ error: 'Enter a 6-digit pincode' })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit pincode');
export const PickupBodySchema = z.object({ slotStart: iso, address, pincode });
export const PickupRescheduleBodySchema = z.object({ slotStart: iso, reason });
export const PICKUP_STATUSES = [
  'scheduled',
  'handed_over',
  'qc_passed',
  'qc_failed',
  'proceeded',
  'cancelled',
] as const;
export const QcDeductionSchema = z.object({ label: z.string(), amountPaise: z.number().int() });
export const PickupSchema = z.object({
  id: z.string(),
  status: z.enum(PICKUP_STATUSES),
  slotStart: iso,
  slotEnd: iso,
  address: z.string(),
  pincode: z.string(),
  runnerName: z.string().nullable(),
  rescheduleCount: z.number().int(),
  handedOverAt: iso.nullable(),
  deductions: z.array(QcDeductionSchema),
  cancelReason: z.string().nullable(),
});
export type Pickup = z.infer<typeof PickupSchema>;

/** What the runner checks at handover against the inspection report. */
export const QcBodySchema = z.object({
  odometerKm: z.coerce
    .number({ error: 'Enter the odometer reading' })
    .int('Enter the odometer reading in whole km')
    .min(0, 'Enter the odometer reading')
    .max(2_000_000, 'Enter a realistic odometer reading'),
  keysHandedOver: z.coerce
    .number({ error: 'How many keys did the seller hand over?' })
    .int()
    .min(1, 'At least one key must be handed over')
    .max(3, 'At most 3 keys'),
  originalRc: z.coerce.boolean(),
  insurancePapers: z.coerce.boolean(),
  carMatchesReport: z.coerce.boolean(),
  notes: z.string().trim().max(500).optional(),
});
export type QcBody = z.infer<typeof QcBodySchema>;
export const DocketSchema = z.object({
  pickup: PickupSchema,
  appointmentId: z.string(),
  car: z.string(),
  registrationNumber: z.string(),
  sellerName: z.string().nullable(),
  sellerPhone: z.string(),
  acceptedPricePaise: z.number().int(),
  inspection: z.object({
    odometerKm: z.number().int().nullable(),
    vin: z.string().nullable(),
    defects: z.array(z.string()),
  }),
  checklist: z.array(z.string()),
  qc: z
    .object({
      odometerKm: z.number().int(),
      keysHandedOver: z.number().int(),
      originalRc: z.boolean(),
      insurancePapers: z.boolean(),
      carMatchesReport: z.boolean(),
      notes: z.string().nullable(),
      passed: z.boolean(),
      problems: z.array(z.string()),
    })
    .nullable(),
});
export type Docket = z.infer<typeof DocketSchema>;
export const RunnerPickupSchema = z.object({
  pickupId: z.string(),
  appointmentId: z.string(),
  status: z.enum(PICKUP_STATUSES),
  slotStart: iso,
  car: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  pincode: z.string(),
  sellerName: z.string().nullable(),
});
export type RunnerPickup = z.infer<typeof RunnerPickupSchema>;
export const PickupOtpSendBodySchema = z.object({ pickupId: z.uuid('Unknown pickup') });
export const PickupOtpVerifyBodySchema = z.object({
  pickupId: z.uuid('Unknown pickup'),
  otp: OtpSchema,
});

// Payouts.
export const PAYOUT_KINDS = ['token', 'lender', 'balance'] as const;
export const PayoutSchema = z.object({
  kind: z.enum(PAYOUT_KINDS),
  amountPaise: z.number().int(),
  beneficiary: z.string(),
  accountLast4: z.string().nullable(),
  status: z.enum(['queued', 'processing', 'paid', 'failed']),
  channel: z.enum(['bank', 'branch']),
  reference: z.string().nullable(),
  utr: z.string().nullable(),
  paidAt: iso.nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;
export const SalePaymentsSchema = z.object({
  salePricePaise: z.number().int(),
  deductions: z.array(QcDeductionSchema),
  payouts: z.array(PayoutSchema),
  paidPaise: z.number().int(),
  receiptReady: z.boolean(),
});
export type SalePayments = z.infer<typeof SalePaymentsSchema>;
export const PaymentsRetryBodySchema = z.object({
  kind: z.enum(PAYOUT_KINDS, { error: 'Pick which payment to retry' }),
});

// RC transfer.
export const RC_TRANSFER_STATUSES = ['forms_signed', 'filed_at_rto', 'transferred'] as const;
export const RcTransferSchema = z.object({
  status: z.enum(RC_TRANSFER_STATUSES),
  rtoCode: z.string(),
  formsSignedOn: z.string(),
  filedOn: z.string().nullable(),
  transferredOn: z.string().nullable(),
  liabilityEndsAt: iso,
  dueBy: z.string(),
  steps: z.array(z.object({ label: z.string(), done: z.boolean(), on: z.string().nullable() })),
  reminders: z.array(z.string()),
});
export type RcTransfer = z.infer<typeof RcTransferSchema>;
export const RcTransferUpdateBodySchema = z.object({
  status: z.enum(['filed_at_rto', 'transferred'], { error: 'Pick the RC transfer step' }),
  on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date'),
});

/** The whole closing of a sale as the seller's page shows it. */
export const SaleClosingSchema = z.object({
  purchaseRequest: PurchaseRequestSchema.nullable(),
  pickup: PickupSchema.nullable(),
  payments: SalePaymentsSchema.nullable(),
  rcTransfer: RcTransferSchema.nullable(),
  listed: z.object({ listingId: z.number().int(), status: z.string() }).nullable(),
  ready: z.object({ bank: z.boolean(), documents: z.boolean(), loan: z.boolean() }),
});
export type SaleClosing = z.infer<typeof SaleClosingSchema>;
