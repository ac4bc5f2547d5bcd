import { z } from 'zod';
import { PhoneSchema } from './field-schemas';

/** Spec §2/§9: six call-back languages, Hindi the default. The values are the spec's words. */
export const CALLBACK_LANGUAGES = [
  'Hindi',
  'English',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const;
export const CallbackLanguageSchema = z.enum(CALLBACK_LANGUAGES, {
  error: 'Choose one of the listed languages',
});
export type CallbackLanguage = z.infer<typeof CallbackLanguageSchema>;
export const DEFAULT_CALLBACK_LANGUAGE: CallbackLanguage = 'Hindi';

/**
 * The spec leaves the reason's length open (docs/decisions/0071-call-back-leads.md): long enough
 * for a few sentences, short enough for an agent to read before dialling.
 */
export const CALLBACK_REASON_MAX_LENGTH = 500;
export const CALLBACK_REASON_TOO_LONG = `Reason can be at most ${CALLBACK_REASON_MAX_LENGTH} characters`;

/** Lead statuses; a new request waits for an agent as NEW. */
export const LEAD_STATUSES = ['NEW'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The call-back request (spec §3: phone, reason, language) plus the single-use lead token that
 * proves the phone passed a call-back OTP (POST /api/login/api/v1/lead-token/verify-otp).
 */
export const CallbackRequestBodySchema = z.strictObject({
  phone: PhoneSchema,
  reason: z
    .string()
    .trim()
    .max(CALLBACK_REASON_MAX_LENGTH, { message: CALLBACK_REASON_TOO_LONG })
    .default(''),
  language: CallbackLanguageSchema.default(DEFAULT_CALLBACK_LANGUAGE),
  lead_token: z
    .string({ error: 'Verify your mobile number with an OTP first' })
    .min(1, { message: 'Verify your mobile number with an OTP first' })
    .max(200),
});
export type CallbackRequestBody = z.input<typeof CallbackRequestBodySchema>;

export const CallbackLeadSchema = z.object({
  lead_id: z.string(),
  status: z.enum(LEAD_STATUSES),
  language: CallbackLanguageSchema,
});
export type CallbackLead = z.infer<typeof CallbackLeadSchema>;
