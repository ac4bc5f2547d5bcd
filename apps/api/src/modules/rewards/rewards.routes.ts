import {
  ClientMappingBodySchema,
  CouponFaqSchema,
  CouponIdSchema,
  CouponSchema,
  OptInBodySchema,
  REWARDS_COUNTRY,
  REWARDS_COUNTRY_HEADER,
  REWARDS_MESSAGES,
  REWARDS_VEHICLE_TYPE,
  REWARDS_VEHICLE_TYPE_HEADER,
  RewardClientSchema,
  RewardsHeadersSchema,
  SpinStateSchema,
  SpinTriggerResponseSchema,
  UserRewardSchema,
  UserRewardsResponseSchema,
} from '@carsetu/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { badRequest, forbidden } from '../../lib/errors';
import {
  couponFaq,
  listClientRewards,
  listOffers,
  mapClients,
  optedInRewards,
  optIn,
  spinState,
  triggerSpin,
  userRewards,
} from './rewards.service';

const tags = ['rewards'];
const security = [{ bearer: [] }];
const publicSecurity: { bearer: string[] }[] = [];
const errors = { ...SIGNED_IN_ROUTE_ERRORS, 409: ErrorBodySchema, 422: ErrorBodySchema };
const publicErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** Spec §6: every rewards call sends the country (IN) and vehicle-type (CAR) headers. */
function checkRewardsHeaders(request: FastifyRequest) {
  const problems: Record<string, string> = {};
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (header(REWARDS_COUNTRY_HEADER)?.trim().toUpperCase() !== REWARDS_COUNTRY)
    problems[REWARDS_COUNTRY_HEADER] = REWARDS_MESSAGES.countryHeader;
  if (header(REWARDS_VEHICLE_TYPE_HEADER)?.trim().toUpperCase() !== REWARDS_VEHICLE_TYPE)
    problems[REWARDS_VEHICLE_TYPE_HEADER] = REWARDS_MESSAGES.vehicleTypeHeader;
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

const headers = RewardsHeadersSchema;
const spinHeaders = RewardsHeadersSchema.extend({
  'idempotency-key': z
    .string({ error: REWARDS_MESSAGES.idempotencyKey })
    .min(8, REWARDS_MESSAGES.idempotencyKey)
    .max(128, REWARDS_MESSAGES.idempotencyKey),
});

/** The coupons and rewards service (spec §7), mounted at /api/rewards. Decision 0128. */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before schema validation, so a missing header is the error a caller sees first.
  app.addHook('preValidation', async (request) => checkRewardsHeaders(request));
  const now = () => app.config.now();

  app.post(
    '/v1/client-mapping',
    {
      schema: {
        tags,
        operationId: 'mapRewardClients',
        summary: 'Link the user’s rewards to checkouts (challan, car-booking); repeat-safe',
        security,
        headers,
        body: ClientMappingBodySchema,
        response: {
          200: z.object({
            data: z.array(z.object({ client: RewardClientSchema, mappedAt: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await mapClients(app.db, requireUser(request).userId, request.body.clients, now()),
    }),
  );

  app.get(
    '/v1/user-rewards',
    {
      schema: {
        tags,
        operationId: 'getUserRewards',
        summary: 'A user’s coupons (won or opted in) and recent spins; only their own',
        security,
        headers,
        querystring: z.object({ 'user-id': z.uuid('user-id must be a user id') }),
        response: { 200: UserRewardsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.query['user-id'] !== user.userId)
        throw forbidden(REWARDS_MESSAGES.notYourRewards);
      return { data: await userRewards(app.db, user.userId, now()) };
    },
  );

  app.get(
    '/v1/coupon/opt-in',
    {
      schema: {
        tags,
        operationId: 'listOptedInCoupons',
        summary: 'The user’s opted-in coupons, ready to apply at checkout',
        security,
        headers,
        response: { 200: z.object({ data: z.array(UserRewardSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await optedInRewards(app.db, requireUser(request).userId, now()),
    }),
  );

  app.post(
    '/v1/coupon/opt-in',
    {
      schema: {
        tags,
        operationId: 'optInCoupon',
        summary: 'Opt in to a coupon or offer (or activate one won on the wheel)',
        security,
        headers,
        body: OptInBodySchema,
        response: { 200: z.object({ data: UserRewardSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await optIn(app.db, requireUser(request).userId, request.body.couponId, now()),
    }),
  );

  app.get(
    '/v1/client-rewards/:client',
    {
      schema: {
        tags,
        operationId: 'listClientRewards',
        summary: 'Coupons or offers usable at one checkout (type=OFFER or COUPON)',
        security: publicSecurity,
        headers,
        params: z.object({ client: RewardClientSchema }),
        querystring: z.object({
          type: z
            .enum(['OFFER', 'COUPON'], { error: 'type must be OFFER or COUPON' })
            .default('OFFER'),
        }),
        response: { 200: z.object({ data: z.array(CouponSchema) }), ...publicErrors },
      },
    },
    async (request) => ({
      data: await listClientRewards(app.db, request.params.client, request.query.type, now()),
    }),
  );

  app.get(
    '/v1/coupon/:id/faq',
    {
      schema: {
        tags,
        operationId: 'getCouponFaq',
        summary: 'Questions and answers about one coupon',
        security: publicSecurity,
        headers,
        params: z.object({ id: CouponIdSchema }),
        response: {
          200: z.object({
            data: z.object({
              couponId: z.string(),
              title: z.string(),
              faqs: z.array(CouponFaqSchema),
            }),
          }),
          ...publicErrors,
        },
      },
    },
    async (request) => ({ data: await couponFaq(app.db, request.params.id) }),
  );

  app.get(
    '/v1/offers',
    {
      schema: {
        tags,
        operationId: 'listRewardOffers',
        summary: 'Offers anyone can opt into now',
        security: publicSecurity,
        headers,
        response: { 200: z.object({ data: z.array(CouponSchema) }), ...publicErrors },
      },
    },
    async () => ({ data: await listOffers(app.db, now()) }),
  );

  app.get(
    '/v1/user/spin/state',
    {
      schema: {
        tags,
        operationId: 'getSpinState',
        summary: 'Spins left today (IST day), the wheel’s segments and the last spin',
        security,
        headers,
        response: { 200: z.object({ data: SpinStateSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await spinState(app.db, requireUser(request).userId, now()),
    }),
  );

  app.post(
    '/v3/user/spin/trigger',
    {
      schema: {
        tags,
        operationId: 'triggerSpin',
        summary:
          'Spin the wheel once (server-side odds, daily limit); the same Idempotency-Key returns the same prize',
        security,
        headers: spinHeaders,
        response: { 200: SpinTriggerResponseSchema, ...errors, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await triggerSpin(app, user.userId, request.headers['idempotency-key'], now()),
      };
    },
  );
};
