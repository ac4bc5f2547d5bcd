import {
  CallbackLeadSchema,
  CallbackRequestBodySchema,
  LEAD_STATUSES,
  LeadOutcomeBodySchema,
  LeadQueueItemSchema,
  LeadQueueQuerySchema,
} from '@carsetu/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyRole, requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { AppError, HTTP } from '../../lib/errors';
import { LEAD_AUTH_KEY_HEADER, LEAD_MESSAGES, SECURE_TOKEN_HEADER } from './leads.constants';
import { createCallbackLead, secretsMatch } from './leads.service';
import { listLeadQueue, recordLeadOutcome } from './lead-queue.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};
const created = z.object({ success: z.literal(true), data: CallbackLeadSchema });
const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The lead service (spec §7, mounted under /api/lead; paths in docs/decisions/0071):
 * - POST /api/v1/request-callback: server-to-server, authorised by the lead auth key header.
 * - POST /api/v1/callback-lead: the page frame's call-back form, for the logged-in user, with the
 *   user's secure token in a header (a page of this site, not a third party, made the call).
 * Both need the call-back lead token of the phone (POST /api/login/api/v1/lead-token/verify-otp).
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lead'];

  app.post(
    '/api/v1/request-callback',
    {
      schema: {
        tags,
        summary: 'Create a request-callback lead (server-to-server, lead auth key)',
        description: `Send the lead auth key in the ${LEAD_AUTH_KEY_HEADER} header (env LEAD_AUTH_KEY).`,
        headers: z.object({ [LEAD_AUTH_KEY_HEADER]: z.string().optional() }),
        body: CallbackRequestBodySchema,
        response: { 201: created, ...errors },
      },
      // Before body validation: an unauthorised caller learns nothing about the body rules.
      onRequest: async (request) => {
        if (!secretsMatch(headerValue(request, LEAD_AUTH_KEY_HEADER), app.config.leadAuthKey)) {
          throw new AppError(HTTP.UNAUTHORIZED, 'BAD_LEAD_AUTH_KEY', LEAD_MESSAGES.badLeadAuthKey);
        }
      },
    },
    async (request, reply) => {
      const { phone, reason, language, lead_token: leadToken } = request.body;
      const lead = await createCallbackLead(
        app.db,
        { phone, reason, language, leadToken, channel: 'lead-api', userId: null },
        app.config.now(),
      );
      return reply.status(HTTP.CREATED).send({ success: true as const, data: lead });
    },
  );

  app.post(
    '/api/v1/callback-lead',
    {
      schema: {
        tags,
        summary: "The page frame's call-back lead (logged-in user, secure token)",
        description: `Send the profile's token (spec §3 secureToken) in the ${SECURE_TOKEN_HEADER} header.`,
        security: [{ bearer: [] }],
        headers: z.object({ [SECURE_TOKEN_HEADER]: z.string().optional() }),
        body: CallbackRequestBodySchema,
        response: { 201: created, ...errors },
      },
      onRequest: async (request) => {
        const user = requireUser(request);
        if (!secretsMatch(headerValue(request, SECURE_TOKEN_HEADER), user.secureToken)) {
          throw new AppError(HTTP.FORBIDDEN, 'BAD_SECURE_TOKEN', LEAD_MESSAGES.badSecureToken);
        }
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { phone, reason, language, lead_token: leadToken } = request.body;
      const lead = await createCallbackLead(
        app.db,
        { phone, reason, language, leadToken, channel: 'frame', userId: user.userId },
        app.config.now(),
      );
      return reply.status(HTTP.CREATED).send({ success: true as const, data: lead });
    },
  );
};

/** Lead agents (and admins) work the call-back queue (lead service, staff). */
export const leadQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lead'];
  const security = [{ bearer: [] }];
  const staffErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const agentRoles = ['lead_agent', 'admin'] as const;

  app.get(
    '/api/v1/staff/leads',
    {
      schema: {
        tags,
        operationId: 'listLeadQueue',
        summary: 'Call-back leads by their next call window (lead agent, admin)',
        security,
        querystring: LeadQueueQuerySchema,
        response: { 200: z.object({ data: z.array(LeadQueueItemSchema) }), ...staffErrors },
      },
    },
    async (request) => {
      requireAnyRole(request, agentRoles);
      return { data: await listLeadQueue(app.db, request.query.status, app.config.now()) };
    },
  );

  app.post(
    '/api/v1/staff/leads/:id/outcome',
    {
      schema: {
        tags,
        operationId: 'recordLeadOutcome',
        summary: 'Record a call: called, not reachable (back in a later window) or closed',
        security,
        params: z.object({ id: z.uuid({ error: 'No such lead' }) }),
        body: LeadOutcomeBodySchema,
        response: {
          200: z.object({ status: z.enum(LEAD_STATUSES) }),
          ...staffErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = requireAnyRole(request, agentRoles);
      const status = await recordLeadOutcome(
        app.db,
        { leadId: request.params.id, agentUserId: user.userId, ...request.body },
        app.config.now(),
      );
      return { status };
    },
  );
};
