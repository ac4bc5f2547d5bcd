import { z } from 'zod';
import { PhoneSchema } from '../field-schemas';
import {
  SELLER_DOCUMENT_MESSAGES,
  SELLER_DOCUMENT_STATUSES,
  SELLER_DOCUMENT_TYPES,
} from './documents-rules';
import type { BankAccountSchema, LoanDetailsSchema } from './schemas';

export * from './documents-rules';

// Seller documents, dms tokens and KYC (issue 10 parts 1–2, decisions 0119 and 0120).

const iso = z.string();
const name = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, `Enter ${what} (letters, digits, - or _)`);

export const SellerDocumentTypeSchema = z.enum(SELLER_DOCUMENT_TYPES, {
  error: SELLER_DOCUMENT_MESSAGES.badType,
});

export const DmsAuthBodySchema = z.object({
  appointmentId: z.coerce.string().regex(/^[0-9]{1,12}$/, 'We could not find this appointment.'),
  client: name('the client'),
  department: name('the department'),
});
export type DmsAuthBody = z.infer<typeof DmsAuthBodySchema>;

export const DmsTokenSchema = z.object({
  /** Send as Authorization: Bearer <token>, with the jti and utid headers; good for one upload. */
  token: z.string(),
  jti: z.string(),
  utid: z.string(),
  expiresAt: iso,
  expiresInSeconds: z.number().int(),
});
export type DmsToken = z.infer<typeof DmsTokenSchema>;

export const SellerDocumentSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  documentType: SellerDocumentTypeSchema,
  status: z.enum(SELLER_DOCUMENT_STATUSES),
  fileName: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  sizeBytes: z.number().int(),
  rejectReason: z.string().nullable(),
  uploadedAt: iso,
  reviewedAt: iso.nullable(),
  /** The API path that streams the file (owner or staff). */
  url: z.string(),
});
export type SellerDocument = z.infer<typeof SellerDocumentSchema>;

export const SellerDocumentListQuerySchema = z.object({
  appointmentId: z.string().regex(/^[0-9]{1,12}$/, 'We could not find this appointment.'),
});

export const DocumentVerifyBodySchema = z
  .object({
    documentId: z.uuid({ error: SELLER_DOCUMENT_MESSAGES.notFound }),
    status: z.enum(['verified', 'rejected'], { error: 'Verify or reject the document' }),
    reason: z.string().trim().min(3, SELLER_DOCUMENT_MESSAGES.rejectReason).max(300).optional(),
  })
  .refine((body) => body.status === 'verified' || body.reason !== undefined, {
    path: ['reason'],
    message: SELLER_DOCUMENT_MESSAGES.rejectReason,
  });

export const DocumentChecklistSchema = z.object({
  /** Every required type uploaded and none of the current documents rejected. */
  complete: z.boolean(),
  required: z.array(SellerDocumentTypeSchema),
  uploaded: z.array(SellerDocumentTypeSchema),
  verified: z.array(SellerDocumentTypeSchema),
  rejected: z.array(SellerDocumentTypeSchema),
  missing: z.array(SellerDocumentTypeSchema),
});
export type DocumentChecklist = z.infer<typeof DocumentChecklistSchema>;

export const KYC_MESSAGES = {
  pan: 'Enter your 10-character PAN, for example ABCDE1234F',
  aadhaar: 'Enter the last 4 digits of your Aadhaar',
  name: 'Enter your name as it appears on your PAN',
  consent: 'Tick the box to allow us to fetch your credit report',
  slot: 'Please pick one of the offered video-call slots.',
  invalid: 'We could not verify this PAN. Check the number and try again.',
  mismatch: 'The PAN is registered in another name. Check the name you entered.',
  notAccepted: 'Accept an offer first; then complete your KYC.',
} as const;

export const KycBodySchema = z.object({
  pan: z
    .string({ error: KYC_MESSAGES.pan })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/, KYC_MESSAGES.pan),
  aadhaarLast4: z
    .string({ error: KYC_MESSAGES.aadhaar })
    .trim()
    .regex(/^[0-9]{4}$/, KYC_MESSAGES.aadhaar),
  name: z.string({ error: KYC_MESSAGES.name }).trim().min(3, KYC_MESSAGES.name).max(100),
});
export type KycBody = z.infer<typeof KycBodySchema>;

export const CreditConsentBodySchema = z.object({
  consent: z.literal(true, { error: KYC_MESSAGES.consent }),
});
export const CreditPhoneBodySchema = z.object({ phone: PhoneSchema });
export const PartyVideoBodySchema = z.object({
  slotStart: z.iso.datetime({ message: KYC_MESSAGES.slot }),
});

export const KycViewSchema = z.object({
  kyc: z.object({
    status: z.enum(['not_started', 'verified', 'name_mismatch', 'invalid']),
    /** ABXXXXX34F: the PAN is never shown in full. */
    panMasked: z.string().nullable(),
    nameOnPan: z.string().nullable(),
    aadhaarLast4: z.string().nullable(),
    reference: z.string().nullable(),
    checkedAt: iso.nullable(),
  }),
  creditReport: z.object({ consentAt: iso.nullable(), phone: z.string().nullable() }),
  partyVideo: z.object({
    slotStart: iso.nullable(),
    bookedAt: iso.nullable(),
    /** Free video-KYC slots (ISO instants). */
    slots: z.array(iso),
  }),
});
export type KycView = z.infer<typeof KycViewSchema>;

/** The payout account and loan views the seller's closing panels show (decisions 0117, 0118). */
export type BankAccount = z.infer<typeof BankAccountSchema>;
export type LoanDetails = z.infer<typeof LoanDetailsSchema>;
