import { RcTransferSchema, RcTransferUpdateBodySchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyRole, requireRole } from '../../../lib/auth';
import { BEARER as security, SELL_ROUTE_ERRORS as errors } from '../route-kit';
import { rcTransfers, updateRcTransfer } from './rc-transfer.service';
import { boughtCars, listBoughtCar } from './relisting.service';

const tags = ['consumer: staff'];
const AppointmentParams = z.object({
  appointmentId: z.string().regex(/^[0-9]{1,12}$/, 'We could not find this appointment.'),
});
const RcRowSchema = z.object({
  appointmentId: z.string(),
  car: z.string(),
  registrationNumber: z.string(),
  transfer: RcTransferSchema,
});
const BoughtCarSchema = z.object({
  appointmentId: z.string(),
  car: z.string(),
  registrationNumber: z.string(),
  boughtAt: z.string(),
  status: z.enum(['refurbishing', 'listed']),
  listingId: z.number().int().nullable(),
  acceptedPricePaise: z.number().int(),
});

/** Back office after pickup: RC transfers (lead agents, admins) and relisting (admins). */
export const staffClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.now();
  app.get(
    '/api/v1/staff/rc-transfers',
    {
      schema: {
        tags,
        operationId: 'listRcTransfers',
        summary: 'RC transfers of bought cars, open ones first (lead agent, admin)',
        security,
        response: { 200: z.object({ data: z.array(RcRowSchema) }), ...errors },
      },
    },
    async (request) => {
      requireAnyRole(request, ['lead_agent', 'admin']);
      return { data: await rcTransfers(app.db, now()) };
    },
  );
  app.post(
    '/api/v1/staff/rc-transfers/:appointmentId',
    {
      schema: {
        tags,
        operationId: 'updateRcTransfer',
        summary: 'Move an RC transfer on: filed at the RTO, then transferred (lead agent, admin)',
        security,
        params: AppointmentParams,
        body: RcTransferUpdateBodySchema,
        response: { 200: z.object({ data: RcTransferSchema }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireAnyRole(request, ['lead_agent', 'admin']);
      return {
        data: await updateRcTransfer(
          app.db,
          request.params.appointmentId,
          request.body,
          user.userId,
          now(),
        ),
      };
    },
  );
  app.get(
    '/api/v1/staff/bought-cars',
    {
      schema: {
        tags,
        operationId: 'listBoughtCars',
        summary: 'Cars bought from sellers: in refurbishment or listed (admin)',
        security,
        response: { 200: z.object({ data: z.array(BoughtCarSchema) }), ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return { data: await boughtCars(app.db, null) };
    },
  );
  app.post(
    '/api/v1/staff/bought-cars/:appointmentId/list',
    {
      schema: {
        tags,
        operationId: 'listBoughtCarForSale',
        summary:
          'Refurbishment done: put the car on sale with its inspection report and photos (admin)',
        security,
        params: AppointmentParams,
        response: { 200: z.object({ data: z.object({ listingId: z.number().int() }) }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'admin');
      return {
        data: await listBoughtCar(app.db, request.params.appointmentId, user.userId, now()),
      };
    },
  );
};
