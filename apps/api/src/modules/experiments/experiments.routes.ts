import {
  EXPERIMENT_NAME_PATTERN,
  ExperimentSchema,
  ExperimentsCheckBodySchema,
  ExperimentsCheckResponseSchema,
  ExperimentUpdateBodySchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/auth';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { checkExperiments, listExperiments, updateExperiment } from './experiments.service';

const errors = SIGNED_IN_ROUTE_ERRORS;

/** POST experiments check on the vehicle base gateway (spec §7). */
export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/experiments/check',
    {
      schema: {
        tags: ['vehicle: experiments'],
        operationId: 'checkExperiments',
        summary: 'The variant of each named experiment for this user or device (sticky)',
        body: ExperimentsCheckBodySchema,
        response: { 200: ExperimentsCheckResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) =>
      checkExperiments(app.db, request.body.experiments, {
        userId: request.sessionUser?.userId ?? null,
        deviceId: request.body.deviceId,
      }),
  );
};

/** Admins read and change experiments (consumer gateway, staff). */
export const experimentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consumer: staff'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/v1/staff/experiments',
    {
      schema: {
        tags,
        operationId: 'listExperiments',
        summary: 'Experiments with their weights and how many users are assigned (admin)',
        security,
        response: { 200: z.object({ data: z.array(ExperimentSchema) }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return { data: await listExperiments(app.db) };
    },
  );
  app.put(
    '/api/v1/staff/experiments/:name',
    {
      schema: {
        tags,
        operationId: 'updateExperiment',
        summary: 'Change an experiment’s weights or switch it off (admin); assignments stay',
        security,
        params: z.object({ name: z.string().regex(EXPERIMENT_NAME_PATTERN, 'Unknown experiment') }),
        body: ExperimentUpdateBodySchema,
        response: { 200: z.object({ data: ExperimentSchema }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return { data: await updateExperiment(app.db, request.params.name, request.body) };
    },
  );
};
