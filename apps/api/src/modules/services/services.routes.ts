import {
  MyReportsSchema,
  PdiBookingBodySchema,
  PdiBookingSchema,
  PdiEligibilityQuerySchema,
  PdiEligibilitySchema,
  RegistrationNumberSchema,
  SCRAP_CAR_QUESTIONS,
  ScrapQuestionsSchema,
  ScrapQuoteSchema,
  ScrapRequestBodySchema,
  ScrapRequestSchema,
  SERVICE_HISTORY_REPORT_PRICE_PAISE,
  ServiceHistoryBrandsSchema,
  ServiceHistoryPriceSchema,
  ServiceHistoryReportSchema,
  ServiceHistoryTeaserSchema,
  UnlockReportBodySchema,
  VehicleRegistrationDetailsSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { HTTP } from '../../lib/errors';
import { createPdiBooking, pdiEligibility } from './pdi.service';
import { createRegistrationDetailsService } from './registration-details.service';
import { createScrapRequest, scrapQuote } from './scrap.service';
import {
  brandsAndSample,
  ownReport,
  ownReports,
  serviceHistoryTeaser,
  unlockReport,
} from './service-history.service';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const privateErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const leadErrors = { 400: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const regParams = z.object({ regNo: RegistrationNumberSchema });

/** Check vehicle details on the vehicle gateway (/api/vehicle), beside vehicle-number and RTO. */
export const vehicleServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/scrap-car/questions',
    {
      schema: {
        tags: ['car services'],
        operationId: 'getScrapCarQuestions',
        summary: 'The questions a scrap request answers (condition, RC, loan, pickup)',
        response: { 200: ScrapQuestionsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        data: SCRAP_CAR_QUESTIONS.map((question) => ({
          ...question,
          options: [...question.options],
        })),
      };
    },
  );
  const registrationDetails = createRegistrationDetailsService(app.db);
  app.get(
    '/v1/registration-details/:regNo',
    {
      schema: {
        tags: ['car services'],
        summary: 'Vehicle details for a registration number: registry + RTO, owner masked',
        params: regParams,
        response: { 200: VehicleRegistrationDetailsSchema, ...errors },
      },
    },
    async (request) => registrationDetails(request.params.regNo, app.config.now()),
  );
};

/**
 * Car services on the consumer gateway (/api/consumer; spec §7 "Others": service-history price,
 * brand list and sample report, report details, PDI eligibility), plus the scrap and PDI leads.
 */
export const consumerServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['car services'];

  app.get(
    '/api/v1/service-history/price',
    {
      schema: {
        tags,
        summary: 'Price of a full report',
        response: { 200: ServiceHistoryPriceSchema },
      },
    },
    async () => ({
      pricePaise: SERVICE_HISTORY_REPORT_PRICE_PAISE,
      isFree: SERVICE_HISTORY_REPORT_PRICE_PAISE === 0,
    }),
  );

  app.get(
    '/api/v1/service-history/brands',
    {
      schema: {
        tags,
        summary: 'Brands whose workshop records are covered, and the public sample report',
        response: { 200: ServiceHistoryBrandsSchema },
      },
    },
    async () => brandsAndSample(app.db, app.config.now()),
  );

  app.get(
    '/api/v1/service-history/:regNo/summary',
    {
      schema: {
        tags,
        summary: 'Teaser for everyone: how many service records, last service year',
        params: regParams,
        response: { 200: ServiceHistoryTeaserSchema, ...errors },
      },
    },
    async (request) => serviceHistoryTeaser(app.db, request.params.regNo, app.config.now()),
  );

  app.post(
    '/api/v1/service-history/reports',
    {
      schema: {
        tags,
        summary: 'Unlock the full report of a vehicle for the logged-in user (idempotent)',
        security: [{ bearer: [] }],
        body: UnlockReportBodySchema,
        response: { 201: ServiceHistoryReportSchema, ...privateErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const report = await unlockReport(
        app.db,
        user.userId,
        request.body.registrationNumber,
        app.config.now(),
      );
      return reply.status(HTTP.CREATED).send(report);
    },
  );

  app.get(
    '/api/v1/service-history/reports',
    {
      schema: {
        tags,
        summary: "The logged-in user's unlocked reports, newest first",
        security: [{ bearer: [] }],
        response: { 200: MyReportsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ reports: await ownReports(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/api/v1/service-history/reports/:reportId',
    {
      schema: {
        tags,
        summary: 'Report details; only its owner sees it (anyone else gets 404)',
        security: [{ bearer: [] }],
        params: z.object({ reportId: z.string().max(64) }),
        response: { 200: ServiceHistoryReportSchema, ...privateErrors },
      },
    },
    async (request) =>
      ownReport(app.db, requireUser(request).userId, request.params.reportId, app.config.now()),
  );

  app.get(
    '/api/v1/scrap-car/quote/:regNo',
    {
      schema: {
        tags,
        summary: 'Indicative scrap value: kerb-weight class × per-kg rate',
        params: regParams,
        response: { 200: ScrapQuoteSchema, ...errors },
      },
    },
    async (request) => scrapQuote(app.db, request.params.regNo),
  );

  app.post(
    '/api/v1/scrap-car/requests',
    {
      schema: {
        tags,
        summary: 'A scrap-a-car request (lead in status NEW) with its indicative value',
        body: ScrapRequestBodySchema,
        response: { 201: ScrapRequestSchema, ...leadErrors },
      },
    },
    async (request, reply) => {
      const created = await createScrapRequest(
        app.db,
        request.body,
        request.sessionUser?.userId ?? null,
        app.config.now(),
      );
      return reply.status(HTTP.CREATED).send(created);
    },
  );

  app.get(
    '/api/v1/pdi/eligibility',
    {
      schema: {
        tags,
        summary: 'PDI eligibility: a new car (model on sale) in a car-service city',
        querystring: PdiEligibilityQuerySchema,
        response: { 200: PdiEligibilitySchema, ...errors },
      },
    },
    async (request) => pdiEligibility(app.db, request.query),
  );

  app.post(
    '/api/v1/pdi/bookings',
    {
      schema: {
        tags,
        summary: 'A pre-delivery inspection booking request (lead in status NEW)',
        body: PdiBookingBodySchema,
        response: { 201: PdiBookingSchema, ...leadErrors },
      },
    },
    async (request, reply) => {
      const created = await createPdiBooking(
        app.db,
        request.body,
        request.sessionUser?.userId ?? null,
        app.config.now(),
      );
      return reply.status(HTTP.CREATED).send(created);
    },
  );
};
