import {
  CreateReviewBodySchema,
  ModerateReviewBodySchema,
  ModerationItemSchema,
  ReviewableSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyRole, requireUser } from '../../lib/auth';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import {
  createReview,
  listReviews,
  moderateReview,
  moderationQueue,
  reviewableOf,
} from './reviews.service';

const tags = ['vehicle: customer reviews'];
const security = [{ bearer: [] }];
const errors = { ...SIGNED_IN_ROUTE_ERRORS, 409: ErrorBodySchema, 429: ErrorBodySchema };

/** Customer reviews on the vehicle base gateway (spec §7). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer-reviews',
    {
      schema: {
        tags,
        operationId: 'listCustomerReviews',
        summary: 'Published reviews, newest first, with the average and star distribution',
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
      return listReviews(app.db, request.query.page, request.query.size);
    },
  );
  app.post(
    '/customer-reviews/create',
    {
      schema: {
        tags,
        operationId: 'createCustomerReview',
        summary: 'Review a completed transaction (private auth header); published after moderation',
        security,
        body: CreateReviewBodySchema,
        response: {
          201: z.object({
            data: z.object({
              id: z.number().int(),
              status: z.literal('pending'),
              message: z.string(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const review = await createReview(app.db, user.userId, request.body, app.config.now());
      return reply.code(201).send({ data: review });
    },
  );
  app.get(
    '/customer-reviews/reviewable',
    {
      schema: {
        tags,
        operationId: 'listReviewableTransactions',
        summary: 'The user’s completed transactions not reviewed yet',
        security,
        response: { 200: z.object({ data: z.array(ReviewableSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await reviewableOf(app.db, requireUser(request).userId) }),
  );
  app.get(
    '/customer-reviews/moderation',
    {
      schema: {
        tags,
        operationId: 'listReviewModerationQueue',
        summary: 'Reviews waiting for a decision first, then recent decisions (admin, lead agent)',
        security,
        response: { 200: z.object({ data: z.array(ModerationItemSchema) }), ...errors },
      },
    },
    async (request) => {
      requireAnyRole(request, ['admin', 'lead_agent']);
      return { data: await moderationQueue(app.db) };
    },
  );
  app.post(
    '/customer-reviews/:id/moderate',
    {
      schema: {
        tags,
        operationId: 'moderateCustomerReview',
        summary: 'Approve or reject a review, with a reason when rejecting (admin, lead agent)',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ModerateReviewBodySchema,
        response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireAnyRole(request, ['admin', 'lead_agent']);
      await moderateReview(app.db, request.params.id, user.userId, request.body, app.config.now());
      return { data: { ok: true as const } };
    },
  );
};
