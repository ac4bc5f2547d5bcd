import {
  MusicPartnerLinkSchema,
  MyReferralSchema,
  ReferralTrackBodySchema,
  ReferralTrackResponseSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { musicPartnerLink } from './music-partner.service';
import { myReferral, trackReferral } from './referral.service';

/**
 * Referral tracking and partner redirect links on the consumer gateway (spec §7 "Others";
 * decision 0130).
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consumer: referrals and partners'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/v1/referral/track',
    {
      schema: {
        tags,
        operationId: 'trackReferral',
        summary: 'Count a visit that arrived with ?ref=CODE (once per device and day)',
        body: ReferralTrackBodySchema,
        response: { 200: ReferralTrackResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      trackReferral(
        app.db,
        { ...request.body, userId: request.sessionUser?.userId ?? null },
        app.config.now(),
      ),
  );

  app.get(
    '/api/v1/referral/me',
    {
      schema: {
        tags,
        operationId: 'getMyReferral',
        summary: 'My referral code, the link to share and the visits it brought',
        security,
        response: { 200: MyReferralSchema, ...SIGNED_IN_ROUTE_ERRORS },
      },
    },
    async (request) => myReferral(app.db, requireUser(request).userId),
  );

  app.get(
    '/api/v1/partner/music/redirect-link',
    {
      schema: {
        tags,
        operationId: 'getMusicPartnerLink',
        summary: 'The music partner’s offer link with my voucher (after reserving a car)',
        security,
        response: { 200: MusicPartnerLinkSchema, ...SIGNED_IN_ROUTE_ERRORS },
      },
    },
    async (request) =>
      musicPartnerLink(app.db, requireUser(request).userId, app.config.musicPartnerRedeemUrl),
  );
};
