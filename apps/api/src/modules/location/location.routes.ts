import { LocationQuerySchema, LocationResponseSchema } from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { lookUpLocation } from './location.service';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** The location service: a city by id, pincode or position, with serviceability and zones. */
export async function locationRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/location-service/api/v1/location/',
    {
      schema: {
        tags: ['consumer: location'],
        summary:
          'A city by id, pincode or position, with serviceability, a nearby city and zones (hubs)',
        querystring: LocationQuerySchema,
        response: { 200: LocationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lookUpLocation(app.db, request.query) }),
  );
}
