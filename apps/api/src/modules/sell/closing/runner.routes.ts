import {
  CancelSaleBodySchema,
  CLOSING_MESSAGES,
  DocketSchema,
  DocumentVerifyBodySchema,
  SellerDocumentSchema,
  PickupOtpSendBodySchema,
  PickupOtpVerifyBodySchema,
  QcBodySchema,
  RunnerPickupSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../../lib/auth';
import { ErrorBodySchema } from '../../../lib/error-body';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { OtpSentResponseSchema, otpDepsFor, sendOtp, verifyOtp } from '../../identity';
import { BEARER as security, SELL_ROUTE_ERRORS } from '../route-kit';
import { listDocuments, verifyDocument } from '../documents';
import { kickPayouts } from './closing.routes';
import { acceptedSaleById } from './closing-sale';
import { pickupById } from './pickup.service';
import {
  cancelPickupByRunner,
  docketOf,
  markHandedOver,
  proceedPickup,
  runnerDay,
  runnersPickup,
  todayIst,
  verifyDocket,
} from './runner.service';

const tags = ['consumer: runner'];
const errors = { ...SELL_ROUTE_ERRORS, 429: ErrorBodySchema, 503: ErrorBodySchema };
const IdParams = z.object({
  id: z.string().regex(/^[0-9]{1,12}$/, { message: CLOSING_MESSAGES.noPickup }),
});
const docketAnswer = { 200: z.object({ data: DocketSchema }), ...errors };

/**
 * The pickup runner's console API (spec §6 "pickup-runner endpoints": docket, QC verify, proceed,
 * cancel) and the handover code (c2b-inventory pickup-request OTP). Runner role only; a runner
 * acts only on pickups assigned to them.
 */
export const runnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.now();

  app.get(
    '/api/v1/runner/pickups',
    {
      schema: {
        tags,
        operationId: 'listRunnerPickups',
        summary: 'The runner’s pickups of a day (IST; today by default)',
        security,
        querystring: z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date')
            .optional(),
        }),
        response: { 200: z.object({ data: z.array(RunnerPickupSchema) }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      return { data: await runnerDay(app.db, user, request.query.date ?? todayIst(now())) };
    },
  );

  const base = '/api/v1/runner/appointment/:id/pickup';
  app.get(
    `${base}/docket`,
    {
      schema: {
        tags,
        operationId: 'getRunnerDocket',
        summary: 'The pickup docket: seller, car, inspection facts and the QC checklist',
        security,
        params: IdParams,
        response: docketAnswer,
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      return { data: await docketOf(app.db, await runnersPickup(app.db, user, request.params.id)) };
    },
  );
  app.post(
    `${base}/docket/verify`,
    {
      schema: {
        tags,
        operationId: 'verifyRunnerDocket',
        summary: 'Record the QC against the inspection; answers the deductions and any blocker',
        security,
        params: IdParams,
        body: QcBodySchema,
        response: docketAnswer,
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await runnersPickup(app.db, user, request.params.id);
      return { data: await verifyDocket(app.db, row, request.body, now()) };
    },
  );
  app.post(
    `${base}/docket/proceed`,
    {
      schema: {
        tags,
        operationId: 'proceedRunnerDocket',
        summary:
          'Buy the car: completes the purchase and sends the balance (once, even if repeated)',
        security,
        params: IdParams,
        response: docketAnswer,
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await runnersPickup(app.db, user, request.params.id);
      const outcome = await proceedPickup(app.db, row, user, now());
      await kickPayouts(app);
      return { data: outcome.docket };
    },
  );
  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        operationId: 'cancelRunnerPickup',
        summary: 'Cancel the pickup at the door, with a reason',
        security,
        params: IdParams,
        body: CancelSaleBodySchema,
        response: docketAnswer,
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await runnersPickup(app.db, user, request.params.id);
      return { data: await cancelPickupByRunner(app.db, row, user, request.body.reason, now()) };
    },
  );

  // The seller's uploaded documents, checked by the runner against the originals at handover.
  app.get(
    `${base}/documents`,
    {
      schema: {
        tags,
        operationId: 'listRunnerDocuments',
        summary: 'The seller’s uploaded documents, to check against the originals',
        security,
        params: IdParams,
        response: { 200: z.object({ data: z.array(SellerDocumentSchema) }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      await runnersPickup(app.db, user, request.params.id);
      return { data: await listDocuments(app.db, request.params.id, user) };
    },
  );
  app.post(
    `${base}/documents/verify`,
    {
      schema: {
        tags,
        operationId: 'verifyRunnerDocument',
        summary: 'Mark an uploaded document verified, or rejected with a reason (runner)',
        security,
        params: IdParams,
        body: DocumentVerifyBodySchema,
        response: { 200: z.object({ data: SellerDocumentSchema }), ...errors },
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await runnersPickup(app.db, user, request.params.id);
      const sale = await acceptedSaleById(app.db, row.appointment_id);
      return { data: await verifyDocument(app.db, sale.token, user, request.body, now()) };
    },
  );

  // The handover code: the runner asks for it to be sent to the seller, the seller reads it out.
  const assignedPickup = async (runnerId: string, pickupId: string) => {
    const row = await pickupById(app.db, pickupId);
    if (!row || row.status === 'cancelled') throw notFound(CLOSING_MESSAGES.noPickup);
    if (row.runner_user_id !== runnerId) throw forbidden(CLOSING_MESSAGES.notYourPickup);
    return row;
  };
  app.post(
    '/c2b-inventory/v1/pickup-request/otp/send',
    {
      schema: {
        tags,
        operationId: 'sendPickupOtp',
        summary: 'Send the handover code to the seller’s phone by SMS (runner)',
        security,
        body: PickupOtpSendBodySchema,
        response: { 200: OtpSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await assignedPickup(user.userId, request.body.pickupId);
      if (row.status !== 'scheduled') throw badRequest(CLOSING_MESSAGES.pickupClosed);
      const sale = await acceptedSaleById(app.db, row.appointment_id);
      return {
        success: true as const,
        data: await sendOtp(otpDepsFor(app), {
          phone: sale.phone,
          purpose: 'pickup',
          subject: row.id,
          ip: request.ip,
        }),
      };
    },
  );
  app.post(
    '/c2b-inventory/v1/pickup-request/otp/verify',
    {
      schema: {
        tags,
        operationId: 'verifyPickupOtp',
        summary: 'Check the code the seller read out; marks the car handed over (runner)',
        security,
        body: PickupOtpVerifyBodySchema,
        response: docketAnswer,
      },
    },
    async (request) => {
      const { user } = requireRole(request, 'runner');
      const row = await assignedPickup(user.userId, request.body.pickupId);
      if (row.status === 'scheduled') {
        const sale = await acceptedSaleById(app.db, row.appointment_id);
        await verifyOtp(otpDepsFor(app), {
          phone: sale.phone,
          purpose: 'pickup',
          subject: row.id,
          code: request.body.otp,
          ip: request.ip,
        });
        await markHandedOver(app.db, row, user, now());
      }
      return { data: await docketOf(app.db, (await pickupById(app.db, row.id))!) };
    },
  );
};
