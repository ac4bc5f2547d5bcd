import {
  AddGarageVehicleBodySchema,
  GarageListSchema,
  GarageVehicleIdParamsSchema,
  GarageVehicleSchema,
  UpdateGarageRemindersBodySchema,
} from '@carsetu/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema, SIGNED_IN_ROUTE_ERRORS } from '../../lib/error-body';
import { HTTP } from '../../lib/errors';
import { addVehicle, listMyVehicles, removeVehicle, setReminders } from './garage.service';

/**
 * The vehicle wallet, "My Vehicles", on the consumer gateway (issue 12 item 8; decision 0131).
 * Every call is the owner's own: another user's vehicle answers 404.
 */
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consumer: my vehicles'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/my-vehicles',
    {
      schema: {
        tags,
        operationId: 'listMyVehicles',
        summary:
          'My saved vehicles with insurance and PUC expiry, pending challans and service due',
        security,
        response: { 200: GarageListSchema, ...SIGNED_IN_ROUTE_ERRORS },
      },
    },
    async (request) => listMyVehicles(app.db, requireUser(request).userId, app.config.now()),
  );

  app.post(
    '/api/v1/my-vehicles',
    {
      schema: {
        tags,
        operationId: 'addMyVehicle',
        summary: 'Save a vehicle by registration number (limited per user and per day)',
        security,
        body: AddGarageVehicleBodySchema,
        response: {
          201: GarageVehicleSchema,
          ...SIGNED_IN_ROUTE_ERRORS,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const vehicle = await addVehicle(app, user.userId, request.body, app.config.now());
      return reply.status(HTTP.CREATED).send(vehicle);
    },
  );

  app.delete(
    '/api/v1/my-vehicles/:vehicleId',
    {
      schema: {
        tags,
        operationId: 'removeMyVehicle',
        summary: 'Remove a saved vehicle',
        security,
        params: GarageVehicleIdParamsSchema,
        response: { 204: z.null(), ...SIGNED_IN_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await removeVehicle(app.db, requireUser(request).userId, request.params.vehicleId);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );

  app.put(
    '/api/v1/my-vehicles/:vehicleId/reminders',
    {
      schema: {
        tags,
        operationId: 'updateMyVehicleReminders',
        summary: 'Turn SMS reminders on or off and set the service interval',
        security,
        params: GarageVehicleIdParamsSchema,
        body: UpdateGarageRemindersBodySchema,
        response: { 200: GarageVehicleSchema, ...SIGNED_IN_ROUTE_ERRORS },
      },
    },
    async (request) =>
      setReminders(
        app.db,
        requireUser(request).userId,
        request.params.vehicleId,
        request.body,
        app.config.now(),
      ),
  );
};
