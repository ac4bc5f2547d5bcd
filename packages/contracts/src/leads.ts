import { z } from 'zod';
import { PhoneSchema } from './field-schemas';
import {
  CALLBACK_LANGUAGES,
  CALLBACK_REASON_TOO_LONG,
  CALLBACK_REASON_MAX_LENGTH,
  DEFAULT_CALLBACK_LANGUAGE,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_OUTCOMES,
  LEAD_STATUSES,
} from './leads-rules';

export const CallbackLanguageSchema = z.enum(CALLBACK_LANGUAGES, {
  error: 'Choose one of the listed languages',
});

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

/** One lead in the lead agents' queue (GET /api/lead/api/v1/staff/leads). */
export const LeadQueueItemSchema = z.object({
  id: z.string(),
  phone: z.string(),
  reason: z.string(),
  language: CallbackLanguageSchema,
  status: z.enum(LEAD_STATUSES),
  channel: z.string(),
  attempts: z.number().int(),
  nextCallAt: z.string(),
  createdAt: z.string(),
  /** Whether the next call window has started (an agent can call now). */
  due: z.boolean(),
  notes: z.array(
    z.object({ status: z.enum(LEAD_STATUSES), note: z.string(), by: z.string(), at: z.string() }),
  ),
});
export type LeadQueueItem = z.infer<typeof LeadQueueItemSchema>;

export const LeadQueueQuerySchema = z.object({
  /** open (NEW and NOT_REACHABLE, the default), or one status. */
  status: z
    .enum(['open', ...LEAD_STATUSES], { error: 'status must be open or a lead status' })
    .default('open'),
});

export const LeadOutcomeBodySchema = z.strictObject({
  status: z.enum(LEAD_OUTCOMES, { error: 'Choose Called, Not reachable or Closed' }),
  note: z
    .string()
    .trim()
    .max(LEAD_NOTE_MAX_LENGTH, {
      message: `Note can be at most ${LEAD_NOTE_MAX_LENGTH} characters`,
    })
    .default(''),
});
export type LeadOutcomeBody = z.input<typeof LeadOutcomeBodySchema>;
