import type { OtpPurpose } from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { issueGrant } from './grant.service';
import { otpDepsFor } from './otp-deps';
import { sendOtp, verifyOtp } from './otp.service';

/**
 * The pieces every "send OTP / verify OTP for purpose X" route pair shares (call-back lead token,
 * seller token): one error set, one send answer, one verify-then-grant step. The routes keep only
 * their spec paths, input shapes and token field names.
 */

/** Bad input, too many attempts, the SMS provider down. */
export const OTP_ROUTE_ERRORS = {
  400: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** The 200 answer of a send-OTP route: when a resend is allowed and when the code expires. */
export const OtpSentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ resend_after_seconds: z.number(), expires_in_seconds: z.number() }),
});

/** Sends a code for `purpose`, answering in the shape of OtpSentResponseSchema. */
export async function sendOtpForPurpose(
  app: FastifyInstance,
  purpose: OtpPurpose,
  request: { phone: string; ip: string },
) {
  return {
    success: true as const,
    data: await sendOtp(otpDepsFor(app), { phone: request.phone, purpose, ip: request.ip }),
  };
}

/** Checks the code for `purpose`; when right, issues the single-use grant that proves the phone. */
export async function verifyOtpAndIssueGrant(
  app: FastifyInstance,
  input: { phone: string; purpose: OtpPurpose; code: string; ip: string; lifetimeSeconds: number },
): Promise<string> {
  const { phone, purpose, code, ip, lifetimeSeconds } = input;
  await verifyOtp(otpDepsFor(app), { phone, purpose, code, ip });
  return issueGrant(app.db, { phone, purpose, lifetimeSeconds }, app.config.now());
}
