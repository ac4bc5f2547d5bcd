import {
  SellerOtpSendQuerySchema,
  SellerOtpVerifyBodySchema,
  SellerTokenSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { issueGrant } from '../identity/grant.service';
import { otpDepsFor, sendOtp, verifyOtp } from '../identity';
import { SELLER_TOKEN_LIFETIME_SECONDS } from './sell.constants';

const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema };

/**
 * Seller OTP (spec §7: appointment send OTP is a GET, verify OTP a POST). Verification issues
 * a single-use seller token that POST /api/v1/appointment uses up (decision 0081).
 */
export const sellerOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consumer: sell'];

  app.get(
    '/api/v1/appointment/send-otp',
    {
      schema: {
        tags,
        summary: 'Send a 4-digit seller OTP to the mobile number',
        querystring: SellerOtpSendQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ resend_after_seconds: z.number(), expires_in_seconds: z.number() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sendOtp(otpDepsFor(app), {
        phone: request.query.phone_number,
        purpose: 'seller',
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/api/v1/appointment/verify-otp',
    {
      schema: {
        tags,
        summary: 'Verify the seller OTP; success carries the single-use seller token',
        body: SellerOtpVerifyBodySchema,
        response: {
          200: z.object({ success: z.literal(true), data: SellerTokenSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { phone_number: phone, otp } = request.body;
      const now = app.config.now();
      await verifyOtp(otpDepsFor(app), { phone, purpose: 'seller', code: otp, ip: request.ip });
      const sellerToken = await issueGrant(
        app.db,
        { phone, purpose: 'seller', lifetimeSeconds: SELLER_TOKEN_LIFETIME_SECONDS },
        now,
      );
      return {
        success: true as const,
        data: { seller_token: sellerToken, expires_in_seconds: SELLER_TOKEN_LIFETIME_SECONDS },
      };
    },
  );
};
