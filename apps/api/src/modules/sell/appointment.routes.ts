import {
  AppointmentSchema,
  CreateAppointmentBodySchema,
  InspectionSlotsSchema,
  MyAppointmentsSchema,
  OfferPriceBreakupQuerySchema,
  OfferPriceBreakupSchema,
  CancelBodySchema,
  RescheduleWithReasonBodySchema,
  ValuationQuerySchema,
  ValuationSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { HTTP } from '../../lib/errors';
import { createSession, setSessionCookie } from '../identity';
import {
  cancelAppointment,
  createAppointment,
  getAppointment,
  getInspectionSlots,
  listMyAppointments,
  priceBreakup,
  rescheduleAppointment,
} from './appointment.service';
import { valueCar } from './valuation.service';
import { SELL_ROUTE_ERRORS, TokenParams } from './route-kit';

const errors = SELL_ROUTE_ERRORS;
const one = z.object({ data: AppointmentSchema });
const CityQuery = z.object({ cityId: z.coerce.number().int().positive() });

/**
 * Valuation and inspection appointments on the consumer gateway (/api/consumer), keeping the
 * spec's {token} path shapes (§7 "appointment and pickup"); "pickup slots" are the inspection
 * slots of this first sell step (decision 0082).
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consumer: sell'];
  const now = () => app.config.now();

  app.get(
    '/api/v1/valuation',
    {
      schema: {
        tags,
        summary: 'Indicative price range of a car (an estimate pending inspection)',
        querystring: ValuationQuerySchema,
        response: { 200: z.object({ data: ValuationSchema }), ...errors },
      },
    },
    async (request) => ({ data: await valueCar(app.db, request.query, now()) }),
  );

  app.get(
    '/api/v1/appointment/inspection-slots',
    {
      schema: {
        tags,
        summary: 'Inspection slots (next 7 days) and branches of a city, before booking',
        querystring: CityQuery,
        response: { 200: z.object({ data: InspectionSlotsSchema }), ...errors },
      },
    },
    async (request) => ({ data: await getInspectionSlots(app.db, request.query.cityId, now()) }),
  );

  app.post(
    '/api/v1/appointment',
    {
      schema: {
        tags,
        summary: 'Book a free inspection (seller token from verify-otp, or a session)',
        body: CreateAppointmentBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) => {
      const at = now();
      const result = await createAppointment(app.db, request.body, request.sessionUser, at);
      // The OTP proved the phone as a login would: sign the seller in so My Appointments shows it.
      if (result.signInUserId) {
        const session = await createSession(app.db, result.signInUserId, at);
        setSessionCookie(app, reply, session.token, session.expiresAt);
      }
      return reply.status(HTTP.CREATED).send({ data: result.appointment });
    },
  );

  app.get(
    '/api/v1/my-appointments',
    {
      schema: {
        tags,
        summary: "The logged-in user's appointments, latest slot first",
        security: [{ bearer: [] }],
        response: { 200: MyAppointmentsSchema, ...errors },
      },
    },
    async (request) => ({ data: await listMyAppointments(app.db, requireUser(request)) }),
  );

  app.get(
    '/api/v5/appointment/token/:token',
    {
      schema: {
        tags,
        summary: 'An appointment by its token; the phone is masked unless the caller owns it',
        params: TokenParams,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await getAppointment(app.db, request.params.token, request.sessionUser),
    }),
  );

  app.get(
    '/api/v5/lead/appointment/token/:token',
    {
      schema: {
        tags,
        summary:
          'The appointment as the lead service reads it (same view; phone masked unless owner)',
        operationId: 'getLeadAppointmentByToken',
        params: TokenParams,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await getAppointment(app.db, request.params.token, request.sessionUser),
    }),
  );

  app.get(
    '/api/v2/appointment/token/:token/price/breakup',
    {
      schema: {
        tags,
        summary: 'Offer price breakup; expectedPrice (whole rupees) is echoed with the gap',
        params: TokenParams,
        querystring: OfferPriceBreakupQuerySchema,
        response: { 200: z.object({ data: OfferPriceBreakupSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await priceBreakup(app.db, request.params.token, request.query.expectedPrice),
    }),
  );

  app.get(
    '/api/v1/appointment/token/:token/pickup/slots',
    {
      schema: {
        tags,
        summary: "Inspection slots in the appointment's city",
        params: TokenParams,
        response: { 200: z.object({ data: InspectionSlotsSchema }), ...errors },
      },
    },
    async (request) => {
      const appointment = await getAppointment(app.db, request.params.token, request.sessionUser);
      return { data: await getInspectionSlots(app.db, appointment.city.id, now()) };
    },
  );

  for (const path of [
    '/api/v1/appointment/token/:token/pickup/slots',
    '/api/v1/appointment/token/:token/reschedule',
  ]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Move the inspection to another slot (owner only)',
          security: [{ bearer: [] }],
          params: TokenParams,
          body: RescheduleWithReasonBodySchema,
          response: { 200: one, ...errors },
        },
      },
      async (request) => ({
        data: await rescheduleAppointment(
          app.db,
          request.params.token,
          requireUser(request),
          request.body.slotStart,
          now(),
          request.body.reasonCode,
        ),
      }),
    );
  }

  app.post(
    '/api/v1/appointment/token/:token/cancel',
    {
      // An older client cancels with no body: that is reason "other".
      preValidation: async (request) => {
        request.body ??= { reasonCode: 'other' };
      },
      schema: {
        tags,
        summary: 'Cancel the inspection with a reason (owner only); its seat is freed',
        security: [{ bearer: [] }],
        params: TokenParams,
        body: CancelBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await cancelAppointment(
        app.db,
        request.params.token,
        requireUser(request),
        now(),
        request.body,
      ),
    }),
  );
};
