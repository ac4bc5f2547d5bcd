import {
  ChallanListSchema,
  EChallanPageSchema,
  RegistrationNumberSchema,
  StateSummarySchema,
  VehicleDetailsSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP } from '../../lib/errors';
import './challan-product';
import { activeBanner, ActiveBannerSchema } from './active-banner';
import { lookupChallans, lookupVehicle } from './challans.service';
import { enforceLookupLimit } from './lookup-limit';
import { eChallanPage, eChallanSitemap } from './e-challan-page.service';
import { listStates } from './e-challan-page.repository';

const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, { message: 'Invalid page address' });

/** Challans on the consumer gateway (/api/consumer). */
export const challanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/:reg/challans',
    {
      schema: {
        tags: ['challans'],
        description: 'Every challan on a vehicle (spec §7), from the challan source.',
        params: z.object({ reg: RegistrationNumberSchema }),
        response: { 200: ChallanListSchema },
      },
    },
    async (request) => {
      await enforceLookupLimit(app, request);
      return lookupChallans(app.db, request.params.reg);
    },
  );

  const pageResponse = { 200: EChallanPageSchema, 404: EChallanPageSchema };
  app.get(
    '/api/v1/e-challan/:stateSlug',
    {
      schema: { tags: ['challans'], params: z.object({ stateSlug: Slug }), response: pageResponse },
    },
    async (request, reply) => {
      const page = await eChallanPage(app.db, request.params.stateSlug);
      return reply.status(page.isInvalidState ? HTTP.NOT_FOUND : HTTP.OK).send(page);
    },
  );
  app.get(
    '/api/v1/e-challan/:stateSlug/:citySlug',
    {
      schema: {
        tags: ['challans'],
        params: z.object({ stateSlug: Slug, citySlug: Slug }),
        response: pageResponse,
      },
    },
    async (request, reply) => {
      const page = await eChallanPage(app.db, request.params.stateSlug, request.params.citySlug);
      const invalid = page.isInvalidState || page.isInvalidCity;
      return reply.status(invalid ? HTTP.NOT_FOUND : HTTP.OK).send(page);
    },
  );

  app.get(
    '/api/v1/e-challan-sitemap',
    {
      schema: {
        tags: ['challans'],
        description:
          'Every state and city e-challan page, for the sitemap, and the states with their names (the /traffic-challan/ page links each).',
        response: {
          200: z.object({
            pages: z.array(z.object({ stateSlug: z.string(), citySlug: z.string().nullable() })),
            states: z.array(StateSummarySchema),
          }),
        },
      },
    },
    async () => ({ pages: await eChallanSitemap(app.db), states: await listStates(app.db) }),
  );

  app.get(
    '/api/v1/:reg/active-banner/:name',
    {
      schema: {
        tags: ['challans'],
        description:
          'The banner currently running in a slot ({x} is the page context, e.g. challan).',
        params: z.object({ reg: Slug, name: Slug }),
        response: { 200: z.object({ banner: ActiveBannerSchema.nullable() }) },
      },
    },
    async (request) => ({
      banner: await activeBanner(app.db, request.params.reg, request.params.name),
    }),
  );
};

/** Vehicle lookup on the vehicle gateway (/api/vehicle). */
export const vehicleNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vehicle-number/:reg',
    {
      schema: {
        tags: ['challans'],
        description: 'Registration details of a vehicle; owner name and phone are masked.',
        params: z.object({ reg: RegistrationNumberSchema }),
        response: { 200: VehicleDetailsSchema },
      },
    },
    async (request) => {
      await enforceLookupLimit(app, request);
      return lookupVehicle(app.db, request.params.reg);
    },
  );
};
