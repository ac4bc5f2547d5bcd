import {
  CANCEL_REASONS,
  CarBoughtCountSchema,
  CancelReasonsSchema,
  DealerLeadBodySchema,
  DealerLeadOtpParamsSchema,
  DealerLeadSchema,
  DealerSchema,
  RESCHEDULE_REASONS,
  SaveAnswersBodySchema,
  SavedAnswersSchema,
  SellQuestionQuerySchema,
  SellQuestionSetSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../lib/error-body';
import { HTTP } from '../../../lib/errors';
import {
  OtpSentResponseSchema,
  OTP_ROUTE_ERRORS,
  otpDepsFor,
  sendOtp,
  verifyOtp,
} from '../../identity';
import { carBoughtCount } from './bought-count.service';
import { questionSet, saveAnswers } from './questions.service';
import {
  createDealerLead,
  dealersOfCity,
  findDealerLead,
  markLeadVerified,
} from './select-dealer.service';
import { SELL_ROUTE_ERRORS } from '../route-kit';

const errors = SELL_ROUTE_ERRORS;
const tags = ['vehicle: sell'];

/** Sell calls on the vehicle base gateway (/api/vehicle): questions, cancel reasons, select-dealer. */
export const sellVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.now();

  app.get(
    '/car-bought-count/:cityId',
    {
      schema: {
        tags,
        operationId: 'getCarBoughtCount',
        summary: 'Cars bought from sellers (purchase completed) in a city and in all of India',
        params: z.object({
          cityId: z.coerce
            .number({ error: 'Unknown city' })
            .int('Unknown city')
            .positive('Unknown city'),
        }),
        response: { 200: CarBoughtCountSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return carBoughtCount(app.db, request.params.cityId);
    },
  );

  app.get(
    '/sell-online-question',
    {
      schema: {
        tags,
        operationId: 'getSellOnlineQuestions',
        summary: 'The seller question set (latest, or ?version)',
        querystring: SellQuestionQuerySchema,
        response: { 200: z.object({ data: SellQuestionSetSchema }), ...errors },
      },
    },
    async (request) => ({ data: await questionSet(app.db, request.query.version) }),
  );

  app.post(
    '/appointment/question/save',
    {
      schema: {
        tags,
        operationId: 'saveAppointmentQuestions',
        summary: "Save the seller's answers for an appointment (token)",
        body: SaveAnswersBodySchema,
        response: { 200: z.object({ data: SavedAnswersSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await saveAnswers(app.db, request.body, request.sessionUser, now()),
    }),
  );

  app.get(
    '/cancel-reasons',
    {
      schema: {
        tags,
        operationId: 'getCancelReasons',
        summary: 'Reasons a seller can give for cancelling or rescheduling',
        response: { 200: CancelReasonsSchema },
      },
    },
    async () => ({ data: [...CANCEL_REASONS], reschedule: [...RESCHEDULE_REASONS] }),
  );

  app.get(
    '/select-dealer/list/:city',
    {
      schema: {
        tags,
        operationId: 'selectDealerList',
        summary: 'Partner dealers of a city (slug or id)',
        params: z.object({ city: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Pick a city') }),
        response: { 200: z.object({ data: z.array(DealerSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await dealersOfCity(app.db, request.params.city) }),
  );

  app.post(
    '/select-dealer/lead',
    {
      schema: {
        tags,
        operationId: 'selectDealerLead',
        summary: 'Ask a dealer to call; confirm with the OTP sent to the phone',
        body: DealerLeadBodySchema,
        response: { 201: z.object({ data: DealerLeadSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(HTTP.CREATED)
        .send({ data: await createDealerLead(app.db, request.body, now()) }),
  );

  app.get(
    '/select-dealer/send-otp/:id',
    {
      schema: {
        tags,
        operationId: 'selectDealerSendOtp',
        summary: "Send the OTP to the lead's phone",
        params: z.object({ id: z.string().uuid('We could not find this request.') }),
        response: { 200: OtpSentResponseSchema, 404: ErrorBodySchema, ...OTP_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const lead = await findDealerLead(app.db, request.params.id);
      return {
        success: true as const,
        data: await sendOtp(otpDepsFor(app), {
          phone: lead.phone,
          purpose: 'dealer',
          subject: lead.id,
          ip: request.ip,
        }),
      };
    },
  );

  app.get(
    '/select-dealer/otp-verify/:id/:otp',
    {
      schema: {
        tags,
        operationId: 'selectDealerOtpVerify',
        summary: 'Verify the OTP; the dealer then sees the lead',
        params: DealerLeadOtpParamsSchema,
        response: {
          200: z.object({ data: DealerLeadSchema }),
          404: ErrorBodySchema,
          ...OTP_ROUTE_ERRORS,
        },
      },
    },
    async (request) => {
      const lead = await findDealerLead(app.db, request.params.id);
      await verifyOtp(otpDepsFor(app), {
        phone: lead.phone,
        purpose: 'dealer',
        subject: lead.id,
        code: request.params.otp,
        ip: request.ip,
      });
      return { data: await markLeadVerified(app.db, lead.id, now()) };
    },
  );
};
