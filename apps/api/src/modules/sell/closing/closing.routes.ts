import {
  CancelSaleBodySchema,
  CLOSING_MESSAGES,
  PaymentsRetryBodySchema,
  PickupBodySchema,
  PickupRescheduleBodySchema,
  PickupSchema,
  PickupSlotsQueryBodySchema,
  PickupSlotsSchema,
  PurchaseRequestSchema,
  PurchaseRequestV1BodySchema,
  PurchaseRequestV2BodySchema,
  PurchaseRequestV3BodySchema,
  RcTransferSchema,
  SaleClosingSchema,
  SalePaymentsSchema,
  OfflineTxnBodySchema,
  type SalePayments,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyRole, requireUser } from '../../../lib/auth';
import { AppError, HTTP, conflict } from '../../../lib/errors';
import { payoutProviderFor } from '../../../providers/payouts';
import { BEARER as security, SELL_ROUTE_ERRORS as errors, TokenParams } from '../route-kit';
import { acceptedSaleByToken, ownedAcceptedSale } from './closing-sale';
import { saleClosing } from './closing-view';
import { dispatchDuePayouts, dispatchPayout, payoutIdOf, type PayoutKind } from './payout.service';
import { salePayments } from './payments-view';
import {
  cancelPickupBySeller,
  createPickup,
  getPickup,
  openPickupOf,
  pickupSlots,
  reschedulePickup,
} from './pickup.service';
import {
  cancelPurchase,
  createPurchaseRequest,
  initiatePurchaseRequest,
  purchaseRequestOf,
  recordOfflineDeal,
} from './purchase.service';
import { rcTransferOf } from './rc-transfer.service';
import { docketOf } from './runner.service';
import { renderSellerReceipt } from './seller-receipt';

const tags = ['consumer: sell closing'];
const appointmentBase = '/api/v1/appointment/token/:token';
const pickupBase = '/api/v1/token/:token/pickup';
const data = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** Sends queued payouts now; a failure is left to the payout job (it retries with the same key). */
export async function kickPayouts(app: FastifyInstance) {
  try {
    await dispatchDuePayouts(app.db, payoutProviderFor(app), app.config.now());
  } catch (error) {
    app.log.warn({ err: error }, 'payout dispatch deferred to the job');
  }
}

/**
 * The seller's side of closing a sale (consumer gateway, spec §7 "appointment and pickup"):
 * purchase request, pickup, payments, receipt and the RC transfer. Every call is the owner's.
 */
export const closingRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.now();

  app.get(
    `${appointmentBase}/closing`,
    {
      schema: {
        tags,
        operationId: 'getSaleClosing',
        summary:
          'Everything after acceptance: purchase request, pickup, payments, RC transfer (owner)',
        security,
        params: TokenParams,
        response: { 200: data(SaleClosingSchema), ...errors },
      },
    },
    async (request) => ({
      data: await saleClosing(app.db, request.params.token, requireUser(request), now()),
    }),
  );

  const requestAnswer = { 200: data(PurchaseRequestSchema), ...errors };
  app.get(
    `${appointmentBase}/purchase-request`,
    {
      schema: {
        tags,
        operationId: 'getPurchaseRequest',
        summary: 'The purchase request of the sale, if any (owner)',
        security,
        params: TokenParams,
        response: { 200: data(PurchaseRequestSchema.nullable()), ...errors },
      },
    },
    async (request) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      return { data: await purchaseRequestOf(app.db, sale.id) };
    },
  );
  const shapes = [
    { version: 1, body: PurchaseRequestV1BodySchema, note: 'the accepted price' },
    {
      version: 2,
      body: PurchaseRequestV2BodySchema,
      note: 'price and where the car is handed over',
    },
    {
      version: 3,
      body: PurchaseRequestV3BodySchema,
      note: 'price, handover place, loan declared and consent',
    },
  ] as const;
  for (const shape of shapes) {
    app.post(
      `/api/v${shape.version}/appointment/token/:token/purchase-request`,
      {
        schema: {
          tags,
          operationId: `createPurchaseRequestV${shape.version}`,
          summary: `Confirm the sale at the accepted price (v${shape.version}: ${shape.note}) (owner)`,
          security,
          params: TokenParams,
          body: shape.body,
          response: requestAnswer,
        },
      },
      async (request) => {
        const body = request.body as z.infer<typeof PurchaseRequestV2BodySchema>;
        const created = {
          data: await createPurchaseRequest(
            app.db,
            request.params.token,
            requireUser(request),
            {
              shapeVersion: shape.version,
              acceptedPrice: body.acceptedPrice,
              pickupPreference: body.pickupPreference,
            },
            now(),
          ),
        };
        if (created.data.status === 'initiated') await kickPayouts(app);
        return created;
      },
    );
  }
  app.post(
    `${appointmentBase}/initiate-purchase-request-process`,
    {
      schema: {
        tags,
        operationId: 'initiatePurchaseRequestProcess',
        summary: 'Start the purchase: checks account, documents and loan; pays the token (owner)',
        security,
        params: TokenParams,
        response: requestAnswer,
      },
    },
    async (request) => {
      const result = await initiatePurchaseRequest(
        app.db,
        request.params.token,
        requireUser(request),
        now(),
      );
      await kickPayouts(app);
      return { data: result };
    },
  );
  app.post(
    `${appointmentBase}/purchase-request/cancel`,
    {
      schema: {
        tags,
        operationId: 'cancelPurchaseRequest',
        summary: 'Cancel the sale before the car is picked up, with a reason (owner)',
        security,
        params: TokenParams,
        body: CancelSaleBodySchema,
        response: requestAnswer,
      },
    },
    async (request) => ({
      data: await cancelPurchase(
        app.db,
        request.params.token,
        requireUser(request),
        request.body.reason,
        now(),
      ),
    }),
  );
  app.post(
    `${appointmentBase}/offline-txn`,
    {
      schema: {
        tags,
        operationId: 'recordOfflineTransaction',
        summary: 'Record a deal closed and paid at a branch (lead agent or admin)',
        security,
        params: TokenParams,
        body: OfflineTxnBodySchema,
        response: requestAnswer,
      },
    },
    async (request) => {
      const { user } = requireAnyRole(request, ['lead_agent', 'admin']);
      const sale = await acceptedSaleByToken(app.db, request.params.token);
      return { data: await recordOfflineDeal(app.db, sale, user.userId, request.body, now()) };
    },
  );

  const paymentsAnswer = { 200: data(SalePaymentsSchema.nullable()), ...errors };
  app.get(
    `${appointmentBase}/payments`,
    {
      schema: {
        tags,
        operationId: 'getSalePayments',
        summary: 'Token, loan payoff and balance payments with their references (owner)',
        security,
        params: TokenParams,
        response: paymentsAnswer,
      },
    },
    async (request) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      return { data: await salePayments(app.db, sale) };
    },
  );
  app.post(
    `${appointmentBase}/payments`,
    {
      schema: {
        tags,
        operationId: 'retrySalePayment',
        summary: 'Send a failed payment again (owner). A payment is never made twice.',
        security,
        params: TokenParams,
        body: PaymentsRetryBodySchema,
        response: paymentsAnswer,
      },
    },
    async (request) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      const payments = await salePayments(app.db, sale);
      const payout = payments?.payouts.find((item) => item.kind === request.body.kind);
      if (!payout) throw conflict('NO_PAYMENT', 'This payment is not due yet.');
      await retryPayout(app, sale.id, request.body.kind);
      return { data: await salePayments(app.db, sale) };
    },
  );

  app.get(
    `${appointmentBase}/seller-receipt`,
    {
      schema: {
        tags,
        operationId: 'getSellerReceipt',
        summary: 'The seller’s receipt as a PDF, once the balance is paid (owner)',
        description: 'Answers application/pdf; 409 until the balance is paid.',
        security,
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      const payments: SalePayments | null = await salePayments(app.db, sale);
      if (!payments?.receiptReady) {
        throw new AppError(HTTP.CONFLICT, 'RECEIPT_NOT_READY', CLOSING_MESSAGES.receiptNotReady);
      }
      const pdf = await renderSellerReceipt(sale, payments);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="CarSetu-seller-receipt-${sale.appointmentId}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    `${appointmentBase}/rc-transfer`,
    {
      schema: {
        tags,
        operationId: 'getRcTransfer',
        summary: 'The RC transfer tracker: forms, RTO filing, transfer and liability date (owner)',
        security,
        params: TokenParams,
        response: { 200: data(RcTransferSchema.nullable()), ...errors },
      },
    },
    async (request) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      return { data: await rcTransferOf(app.db, sale.id, now()) };
    },
  );

  // Pickup.
  app.get(
    `${pickupBase}/slots`,
    {
      schema: {
        tags,
        operationId: 'getPickupSlots',
        summary:
          'Car pickup windows of the next days and whether each has room (owner; the appointment’s pickup/slots are the inspection slots)',
        security,
        params: TokenParams,
        response: { 200: data(PickupSlotsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await pickupSlots(app.db, request.params.token, requireUser(request), now()),
    }),
  );
  app.post(
    `${pickupBase}/slots`,
    {
      schema: {
        tags,
        operationId: 'queryPickupSlots',
        summary: 'Pickup windows of one date (owner)',
        security,
        params: TokenParams,
        body: PickupSlotsQueryBodySchema,
        response: { 200: data(PickupSlotsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await pickupSlots(
        app.db,
        request.params.token,
        requireUser(request),
        now(),
        request.body.date,
      ),
    }),
  );
  const pickupAnswer = { 200: data(PickupSchema), ...errors };
  app.get(
    pickupBase,
    {
      schema: {
        tags,
        operationId: 'getPickup',
        summary: 'The booked pickup, if any (owner)',
        security,
        params: TokenParams,
        response: { 200: data(PickupSchema.nullable()), ...errors },
      },
    },
    async (request) => ({
      data: await getPickup(app.db, request.params.token, requireUser(request)),
    }),
  );
  app.post(
    pickupBase,
    {
      schema: {
        tags,
        operationId: 'createPickup',
        summary:
          'Book the pickup: a window, the address and pincode (owner, after the purchase starts)',
        security,
        params: TokenParams,
        body: PickupBodySchema,
        response: { 201: data(PickupSchema), ...errors },
      },
    },
    async (request, reply) => {
      const pickup = await createPickup(
        app.db,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      );
      return reply.code(201).send({ data: pickup });
    },
  );
  app.post(
    `${pickupBase}/reschedule`,
    {
      schema: {
        tags,
        operationId: 'reschedulePickup',
        summary: 'Move the pickup to another window, with a reason (owner; 3 times at most)',
        security,
        params: TokenParams,
        body: PickupRescheduleBodySchema,
        response: pickupAnswer,
      },
    },
    async (request) => ({
      data: await reschedulePickup(
        app.db,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      ),
    }),
  );
  app.post(
    `${pickupBase}/cancel`,
    {
      schema: {
        tags,
        operationId: 'cancelPickup',
        summary: 'Cancel the booked pickup, with a reason (owner); the sale stays',
        security,
        params: TokenParams,
        body: CancelSaleBodySchema,
        response: pickupAnswer,
      },
    },
    async (request) => ({
      data: await cancelPickupBySeller(
        app.db,
        request.params.token,
        requireUser(request),
        request.body.reason,
        now(),
      ),
    }),
  );
  app.get(
    `${pickupBase}/docket`,
    {
      schema: {
        tags,
        operationId: 'getSellerPickupDocket',
        summary: 'What the runner will check at handover, and the QC result once done (owner)',
        security,
        params: TokenParams,
        response: {
          200: data(z.object({ checklist: z.array(z.string()), qc: z.unknown() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const sale = await ownedAcceptedSale(app.db, request.params.token, requireUser(request));
      const row = await openPickupOf(app.db, sale.id);
      if (!row) throw new AppError(HTTP.NOT_FOUND, 'NOT_FOUND', CLOSING_MESSAGES.noPickup);
      const docket = await docketOf(app.db, row);
      return { data: { checklist: docket.checklist, qc: docket.qc } };
    },
  );
};

/** Sends one payout again (a failed one becomes a new attempt; a paid one stays paid). */
async function retryPayout(app: FastifyInstance, appointmentRowId: string, kind: PayoutKind) {
  const id = await payoutIdOf(app.db, appointmentRowId, kind);
  if (!id) return;
  try {
    await dispatchPayout(app.db, payoutProviderFor(app), id, app.config.now());
  } catch (error) {
    app.log.warn({ err: error }, 'payout retry deferred to the job');
  }
}
