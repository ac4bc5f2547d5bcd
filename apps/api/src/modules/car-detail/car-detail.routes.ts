import {
  ListingDetailResponseSchema,
  ListingIdSchema,
  StudioPhotosResponseSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { getListingDetail, getStudioPhotos } from './listing-detail.service';

const tags = ['consumer: buy used cars'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** The car page's data and every picture of a car. */
export async function carDetailRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventory/v1/listings/:id',
    {
      schema: {
        tags,
        summary:
          'One car: pictures, specs, inspection, similar cars, and the visitor’s own wishlist/booking state',
        params: z.object({ id: ListingIdSchema }),
        response: { 200: ListingDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getListingDetail(app.db, request.params.id, request.sessionUser?.userId ?? null),
    }),
  );

  app.get(
    '/inventory/v1/listings/:id/studio-photos',
    {
      schema: {
        tags,
        operationId: 'getStudioPhotos',
        summary: 'Every picture of a car: inspection photos first, then the studio angles',
        params: z.object({ id: ListingIdSchema }),
        response: { 200: StudioPhotosResponseSchema, ...errors },
      },
    },
    async (request) => getStudioPhotos(app.db, request.params.id),
  );
}
