import {
  SellerOtpSendQuerySchema,
  SellerOtpVerifyBodySchema,
  SellerTokenSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OTP_ROUTE_ERRORS as errors,
  OtpSentResponseSchema,
  sendOtpForPurpose,
  verifyOtpAndIssueGrant,
} from '../identity';
import { SELLER_TOKEN_LIFETIME_SECONDS } from './sell.constants';

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
        response: { 200: OtpSentResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendOtpForPurpose(app, 'seller', { phone: request.query.phone_number, ip: request.ip }),
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
      const sellerToken = await verifyOtpAndIssueGrant(app, {
        phone: request.body.phone_number,
        purpose: 'seller',
        code: request.body.otp,
        ip: request.ip,
        lifetimeSeconds: SELLER_TOKEN_LIFETIME_SECONDS,
      });
      return {
        success: true as const,
        data: { seller_token: sellerToken, expires_in_seconds: SELLER_TOKEN_LIFETIME_SECONDS },
      };
    },
  );
};
