import { OtpSchema, PhoneSchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueGrant } from './grant.service';
import { LEAD_TOKEN_LIFETIME_SECONDS } from './otp.constants';
import {
  OTP_ROUTE_ERRORS as errors,
  OtpSentResponseSchema,
  sendOtpForPurpose,
  verifyOtpAndIssueGrant,
} from './otp-route-kit';

const PhoneBody = z.object({ phone_number: PhoneSchema });
const LeadToken = z.object({ lead_token: z.string(), expires_in_seconds: z.number() });

/**
 * The lead-token OTP set (spec §7): proves a phone for a call-back request. The token is passed
 * to the leads module, which uses it up with consumeLeadToken().
 */
export const leadTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['login'];
  const issue = async (phone: string) => ({
    lead_token: await issueGrant(
      app.db,
      { phone, purpose: 'call-back', lifetimeSeconds: LEAD_TOKEN_LIFETIME_SECONDS },
      app.config.now(),
    ),
    expires_in_seconds: LEAD_TOKEN_LIFETIME_SECONDS,
  });

  app.post(
    '/check-phone',
    {
      schema: {
        tags,
        summary:
          "Whether this phone still needs an OTP: only the logged-in user's own number is already verified",
        body: PhoneBody,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ otp_required: z.boolean(), lead: LeadToken.nullable() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      // Answers only about the caller's own session, never whether the phone has an account.
      const own = request.sessionUser?.phone === request.body.phone_number;
      return {
        success: true as const,
        data: { otp_required: !own, lead: own ? await issue(request.body.phone_number) : null },
      };
    },
  );

  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        summary: 'Send a call-back OTP',
        body: PhoneBody,
        response: { 200: OtpSentResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendOtpForPurpose(app, 'call-back', { phone: request.body.phone_number, ip: request.ip }),
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Verify a call-back OTP; success carries the single-use lead token',
        body: z.object({ phone_number: PhoneSchema, otp: OtpSchema }),
        response: { 200: z.object({ success: z.literal(true), data: LeadToken }), ...errors },
      },
    },
    async (request) => {
      const leadToken = await verifyOtpAndIssueGrant(app, {
        phone: request.body.phone_number,
        purpose: 'call-back',
        code: request.body.otp,
        ip: request.ip,
        lifetimeSeconds: LEAD_TOKEN_LIFETIME_SECONDS,
      });
      return {
        success: true as const,
        data: { lead_token: leadToken, expires_in_seconds: LEAD_TOKEN_LIFETIME_SECONDS },
      };
    },
  );
};
