import { z } from 'zod';
import { OtpSchema, PhoneSchema } from './field-schemas';

/** Every OTP in the product goes through one mechanism; the purpose is bound to the code. */
export const OTP_PURPOSES = ['login', 'call-back', 'seller', 'pickup', 'dealer'] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_NAME_MESSAGE = 'Enter your name using letters only';
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

export const SendOtpBodySchema = z.object({ phone_number: PhoneSchema });

export const VerifyOtpBodySchema = z.object({
  phone_number: PhoneSchema,
  otp: OtpSchema,
  /** The whatsapp-updates checkbox of the login modal (spec §2, default on). */
  whatsapp_consent: z.boolean().default(true),
  /** Where the browser goes after login; only same-site paths are honoured. */
  redirect_url: z.string().max(2048).optional(),
});

export const LoginBodySchema = z.object({
  'access-token': z.string().min(1).max(200),
  redirect_url: z.string().max(2048).optional(),
});

/** A person's name as typed: letters (any script), spaces, dots, apostrophes and hyphens. */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter your name' })
  .max(NAME_MAX_LENGTH, { message: `Name can be at most ${NAME_MAX_LENGTH} characters` })
  .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, { message: INVALID_NAME_MESSAGE });

/** Email is optional on the profile: an empty value removes it. */
export const ProfileEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: INVALID_EMAIL_MESSAGE })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: INVALID_EMAIL_MESSAGE,
  });

/** PUT user-profile (consumer gateway): the profile page's form, parsed again by the API. */
export const UpdateProfileBodySchema = z.strictObject({
  name: PersonNameSchema,
  user_email: ProfileEmailSchema.default(''),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** User profile (spec §3): user_id, token, phone_number, user_email, plus the name. */
export const UserProfileSchema = z.object({
  user_id: z.string(),
  token: z.string(),
  phone_number: z.string(),
  user_email: z.string().nullable(),
  name: z.string().nullable(),
  whatsapp_consent: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
