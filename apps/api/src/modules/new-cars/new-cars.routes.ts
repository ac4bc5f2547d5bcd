import {
  NewCarBrandPageResponseSchema,
  NewCarCompareQuerySchema,
  NewCarCompareResponseSchema,
  NewCarGallerySchema,
  NewCarMediaSlugSchema,
  NewCarVideosSchema,
  NewCarModelListResponseSchema,
  NewCarModelPageResponseSchema,
  NewCarSearchQuerySchema,
  NewCarSlugSchema,
  NewCarsHomeResponseSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { CatalogCache } from '../catalog';
import { modelGallery, modelVideos } from './new-car-media';
import { createNewCarsService } from './new-cars.service';

const tags = ['vehicle: new cars'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The new-car section on the vehicle base gateway (/api/vehicle/v1/new-cars, decision 0090).
 * Static paths (search, compare) are matched before the brand slug by Fastify's router.
 */
export const newCarRoutes: FastifyPluginAsyncZod = async (app) => {
  const newCars = createNewCarsService(app.db, new CatalogCache());

  app.get(
    '/v1/new-cars',
    {
      schema: {
        tags,
        summary: 'New cars home: brands on sale, popular models, body-type and budget searches',
        response: { 200: NewCarsHomeResponseSchema },
      },
    },
    async () => ({ data: await newCars.home() }),
  );

  app.get(
    '/v1/new-cars/search',
    {
      schema: {
        tags,
        summary:
          'Models on sale by body type (repeat bodyType) and budget (cheapest variant at most maxPricePaise)',
        querystring: NewCarSearchQuerySchema,
        response: { 200: NewCarModelListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await newCars.search(request.query) }),
  );

  app.get(
    '/v1/new-cars/compare',
    {
      schema: {
        tags,
        summary: 'Two or three models side by side (repeat model=<id>), in the order asked',
        querystring: NewCarCompareQuerySchema,
        response: { 200: NewCarCompareResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await newCars.compare(request.query.model) }),
  );

  const mediaParams = z.object({ slug: NewCarMediaSlugSchema });
  app.get(
    '/v1/gallery/:slug',
    {
      schema: {
        tags,
        operationId: 'getNewCarGallery',
        summary: 'Gallery of a model by slug ({brand}-{model}): every angle in common colours',
        params: mediaParams,
        response: { 200: NewCarGallerySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { slug } = request.params;
      return modelGallery(slug, await newCars.modelBySlug(slug));
    },
  );

  app.get(
    '/v1/video/:slug',
    {
      schema: {
        tags,
        operationId: 'getNewCarVideos',
        summary: 'Videos of a model by slug: reviews, walkarounds and comparisons to watch',
        params: mediaParams,
        response: { 200: NewCarVideosSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { slug } = request.params;
      return modelVideos(slug, await newCars.modelBySlug(slug));
    },
  );

  app.get(
    '/v1/new-cars/:brandSlug',
    {
      schema: {
        tags,
        summary: 'A brand: its models on sale and its discontinued models',
        params: z.object({ brandSlug: NewCarSlugSchema }),
        response: { 200: NewCarBrandPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await newCars.brandPage(request.params.brandSlug) }),
  );

  app.get(
    '/v1/new-cars/:brandSlug/:modelSlug',
    {
      schema: {
        tags,
        summary: 'A model: variants with fuel, gearbox, engine and ex-showroom price',
        params: z.object({ brandSlug: NewCarSlugSchema, modelSlug: NewCarSlugSchema }),
        response: { 200: NewCarModelPageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await newCars.modelPage(request.params.brandSlug, request.params.modelSlug),
    }),
  );
};
