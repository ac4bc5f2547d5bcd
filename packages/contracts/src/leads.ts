import { z } from 'zod';
import { PhoneSchema } from './field-schemas';
import {
  CALLBACK_LANGUAGES,
  CALLBACK_REASON_TOO_LONG,
  CALLBACK_REASON_MAX_LENGTH,
  DEFAULT_CALLBACK_LANGUAGE,
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
