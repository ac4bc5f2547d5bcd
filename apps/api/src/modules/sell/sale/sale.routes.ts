import {
  BankAccountSchema,
  BankVerifyBodySchema,
  LoanDetailsBodySchema,
  LoanDetailsSchema,
  PaymentApprovalQuerySchema,
  PaymentApprovalSchema,
  AcceptBodySchema,
  DeclineBodySchema,
  ExpectedPriceBodySchema,
  SaleInspectionReportSchema,
  SalePriceViewSchema,
  SaleStatusSchema,
  SelectedPriceBodySchema,
  SelectFlowBodySchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/auth';
import { ErrorBodySchema } from '../../../lib/error-body';
import {
  latestAuctionOf,
  impressionsOf,
  toAuctionView,
  findAuction,
} from '../auction/auction.service';
import { streamAuction } from '../auction/sse';
import { findStaffAppointmentByToken } from '../inspection/inspection.repository';
import { inspectionReportByToken } from '../inspection/inspection.service';
import { SELL_MESSAGES } from '../sell.constants';
import { notFound } from '../../../lib/errors';
import {
  leadMonDetails,
  priceDiscovery,
  similarCarsSold,
  tokenOfAppointment,
  transactIntent,
} from './market.service';
import { saleDepsFor } from './sale-deps';
import { getLoanDetails, paymentApproval, saveLoanDetails } from './loan.service';
import { confirmNameMismatch, getBankAccount, verifyBankAccount } from './bank-verify.service';
import {
  acceptPrice,
  askBetterPrice,
  declineOffers,
  directSaleEligibility,
  recordPurchaseIntent,
  restartAuction,
  salePrice,
  saleStatus,
  selectFlow,
  setExpectedPrice,
  stopAuction,
  ocbPrices,
} from './sale.service';
import { SELL_ROUTE_ERRORS, TokenParams } from '../route-kit';

const errors = SELL_ROUTE_ERRORS;
const price = z.object({ data: SalePriceViewSchema });
const tags = ['consumer: sell'];
const security = [{ bearer: [] }];
const base = '/api/v1/appointment/token/:token';

/**
 * The seller's side after the inspection (consumer gateway, spec §7 "appointment actions"):
 * report, timeline, prices, the live auction, acceptance and negotiation. Reading needs the
 * token (the private link); every action also needs the owner's session.
 */
export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events, bank } = await saleDepsFor(app);
  const now = () => app.config.now();

  app.get(
    `${base}/inspection-data`,
    {
      schema: {
        tags,
        operationId: 'getInspectionData',
        summary: 'The inspection report with photos and the reconciled offer',
        params: TokenParams,
        response: { 200: z.object({ data: SaleInspectionReportSchema }), ...errors },
      },
    },
    async (request) => ({ data: await inspectionReportByToken(app.db, request.params.token) }),
  );

  app.get(
    `${base}/login-data`,
    {
      schema: {
        tags,
        operationId: 'getSaleLoginData',
        summary: "The sale's stage, timeline and prices for the seller's page",
        params: TokenParams,
        response: { 200: z.object({ data: SaleStatusSchema }), ...errors },
      },
    },
    async (request) => ({ data: await saleStatus(app.db, request.params.token, now()) }),
  );

  app.get(
    `${base}/price`,
    {
      schema: {
        tags,
        operationId: 'getSalePrice',
        summary: 'Estimate, offer, best bid and what can be accepted',
        params: TokenParams,
        response: { 200: price, ...errors },
      },
    },
    async (request) => ({ data: await salePrice(app.db, request.params.token, now()) }),
  );

  app.get(
    `${base}/similar-cars-sold`,
    {
      schema: {
        tags,
        operationId: 'getSimilarCarsSold',
        summary: 'Cars of the same model and age sold or listed on CarSetu',
        params: TokenParams,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                listingId: z.number().int(),
                car: z.string(),
                year: z.number().int(),
                km: z.number().int(),
                pricePaise: z.number().int(),
                city: z.string(),
                sold: z.boolean(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await similarCarsSold(app.db, request.params.token) }),
  );

  app.get(
    `${base}/auction/impression`,
    {
      schema: {
        tags,
        operationId: 'getAuctionImpression',
        summary: 'How many dealers viewed and bid in the current auction',
        params: TokenParams,
        response: {
          200: z.object({
            data: z.object({ dealersViewed: z.number().int(), dealersBid: z.number().int() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const row = await findStaffAppointmentByToken(app.db, request.params.token);
      if (!row) throw notFound(SELL_MESSAGES.notFound);
      const auction = await latestAuctionOf(app.db, row.id);
      return {
        data: auction
          ? await impressionsOf(app.db, auction.id)
          : { dealersViewed: 0, dealersBid: 0 },
      };
    },
  );

  app.get(
    `${base}/auction/events`,
    {
      schema: {
        tags,
        operationId: 'streamSellerAuction',
        summary: 'Server-sent events: the auction as it changes (text/event-stream)',
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const row = await findStaffAppointmentByToken(app.db, request.params.token);
      if (!row) throw notFound(SELL_MESSAGES.notFound);
      const auction = await latestAuctionOf(app.db, row.id);
      if (!auction) throw notFound('There is no auction for this car yet.');
      streamAuction(request, reply, events, auction.id, async () => {
        const current = await findAuction(app.db, auction.id);
        return current ? toAuctionView(current, null, false) : null;
      });
    },
  );

  const action = <Body extends z.ZodTypeAny>(
    path: string,
    operationId: string,
    summary: string,
    body: Body | null,
    run: (
      token: string,
      userId: Parameters<typeof acceptPrice>[3],
      body: z.infer<Body>,
    ) => Promise<unknown>,
  ) =>
    app.post(
      `${base}/${path}`,
      {
        schema: {
          tags,
          operationId,
          summary,
          security,
          params: TokenParams,
          ...(body ? { body } : {}),
          response: { 200: price, ...errors, 422: ErrorBodySchema },
        },
      },
      async (request) => ({
        data: (await run(
          request.params.token,
          requireUser(request),
          request.body as z.infer<Body>,
        )) as z.infer<typeof SalePriceViewSchema>,
      }),
    );

  action(
    'accept',
    'acceptSalePrice',
    'Accept the best bid, the CarSetu offer or the dealer’s answer (owner)',
    AcceptBodySchema,
    (token, user, body) => acceptPrice(app.db, events, token, user, body.source, now()),
  );
  action(
    'decline',
    'declineSaleOffers',
    'Decline the offers and keep the car (owner)',
    DeclineBodySchema,
    (token, user, body) => declineOffers(app.db, token, user, body.reason, now()),
  );
  action(
    'expected-price',
    'setExpectedPrice',
    'Tell dealers the price you expect, in rupees (owner)',
    ExpectedPriceBodySchema,
    (token, user, body) => setExpectedPrice(app.db, token, user, body.expectedPrice, now()),
  );
  action(
    'self-nego/selected-price',
    'selfNegoSelectedPrice',
    'Ask the best bidder for a better price, up to 20% more (owner)',
    SelectedPriceBodySchema,
    (token, user, body) => askBetterPrice(app.db, events, token, user, body.selectedPrice, now()),
  );
  action(
    'select-flow',
    'selectSaleFlow',
    'Sell to the best dealer bid or to CarSetu at the offer (owner)',
    SelectFlowBodySchema,
    (token, user, body) => selectFlow(app.db, token, user, body.flow, now()),
  );
  action(
    'purchase-intent',
    'recordPurchaseIntent',
    'The seller wants to go ahead with the sale (owner)',
    null,
    (token, user) => recordPurchaseIntent(app.db, token, user, now()),
  );
  action(
    'stop-ocb',
    'stopAuction',
    'Stop the live auction now; the best bid stands (owner)',
    null,
    (token, user) => stopAuction(app.db, events, token, user, now()),
  );
  action(
    'start-auctions',
    'startAuctions',
    'Start a new auction round when none is live (owner)',
    null,
    (token, user) => restartAuction(app.db, events, token, user, now()),
  );
  action(
    'restart-auction',
    'restartAuction',
    'Restart the auction for fresh bids (owner)',
    null,
    (token, user) => restartAuction(app.db, events, token, user, now()),
  );

  const bankAnswer = {
    200: z.object({ data: BankAccountSchema }),
    ...errors,
    429: ErrorBodySchema,
    503: ErrorBodySchema,
  };
  app.get(
    `${base}/bank-verify`,
    {
      schema: {
        tags,
        operationId: 'getBankVerification',
        summary: 'The payout account and its verification (owner; last 4 digits only)',
        security,
        params: TokenParams,
        response: bankAnswer,
      },
    },
    async (request) => ({
      data: await getBankAccount(app.db, request.params.token, requireUser(request)),
    }),
  );
  app.post(
    `${base}/bank-verify`,
    {
      schema: {
        tags,
        operationId: 'verifyBankAccount',
        summary: 'Verify the payout account by penny drop (owner, after accepting; 5 tries a day)',
        security,
        params: TokenParams,
        body: BankVerifyBodySchema,
        response: bankAnswer,
      },
    },
    async (request) => ({
      data: await verifyBankAccount(
        app.db,
        bank,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      ),
    }),
  );
  app.post(
    `${base}/bank-verify/mismatch-confirm`,
    {
      schema: {
        tags,
        operationId: 'confirmBankNameMismatch',
        summary: 'Confirm an account the bank names differently (owner)',
        security,
        params: TokenParams,
        response: bankAnswer,
      },
    },
    async (request) => ({
      data: await confirmNameMismatch(app.db, request.params.token, requireUser(request), now()),
    }),
  );

  app.get(
    `${base}/loan-details`,
    {
      schema: {
        tags,
        operationId: 'getLoanDetails',
        summary: 'The loan on the car as the seller declared it (owner)',
        security,
        params: TokenParams,
        response: { 200: z.object({ data: LoanDetailsSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await getLoanDetails(app.db, request.params.token, requireUser(request)),
    }),
  );

  app.post(
    `${base}/loan-details`,
    {
      schema: {
        tags,
        operationId: 'saveLoanDetails',
        summary: 'Declare the loan on the car: lender, outstanding rupees, account last 4 (owner)',
        security,
        params: TokenParams,
        body: LoanDetailsBodySchema,
        response: { 200: z.object({ data: LoanDetailsSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await saveLoanDetails(
        app.db,
        request.params.token,
        requireUser(request),
        request.body,
        now(),
      ),
    }),
  );

  app.get(
    `${base}/payment-approval-process`,
    {
      schema: {
        tags,
        operationId: 'getPaymentApprovalProcess',
        summary:
          'How the accepted price is paid: lender first, then the seller (loanStatus defaults to PENDING)',
        security,
        params: TokenParams,
        querystring: PaymentApprovalQuerySchema,
        response: { 200: z.object({ data: PaymentApprovalSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await paymentApproval(
        app.db,
        request.params.token,
        requireUser(request),
        request.query.loanStatus,
      ),
    }),
  );

  app.get(
    `${base}/direct-ocb-price`,
    {
      schema: {
        tags,
        operationId: 'getDirectOcbPrice',
        summary: "CarSetu's direct offer from the inspection and until when it holds",
        params: TokenParams,
        response: {
          200: z.object({
            data: z.object({ offerPaise: z.number().int(), validUntil: z.string() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ data: (await ocbPrices(app.db, request.params.token)).direct }),
  );

  app.get(
    `${base}/gs-ocb-price`,
    {
      schema: {
        tags,
        operationId: 'getGsOcbPrice',
        summary: 'Guaranteed-sale price: the higher of the offer and the best bid',
        params: TokenParams,
        response: {
          200: z.object({
            data: z.object({ pricePaise: z.number().int(), source: z.enum(['offer', 'auction']) }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: (await ocbPrices(app.db, request.params.token)).guaranteed,
    }),
  );

  app.get(
    `${base}/dsi-eligibility`,
    {
      schema: {
        tags,
        operationId: 'getDsiEligibility',
        summary: 'Can the seller sell directly to CarSetu at the offer?',
        params: TokenParams,
        response: {
          200: z.object({
            data: z.object({
              eligible: z.boolean(),
              offerPaise: z.number().int().nullable(),
              reasons: z.array(z.string()),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await directSaleEligibility(app.db, request.params.token, now()) }),
  );

  const LeadMonSchema = z.object({
    appointmentId: z.string(),
    car: z.string(),
    city: z.string(),
    inspected: z.boolean(),
    acceptedPricePaise: z.number().int().nullable(),
    purchaseIntent: z.boolean(),
    transactIntent: z.boolean(),
  });
  app.get(
    `${base}/lead-mon/details`,
    {
      schema: {
        tags,
        operationId: 'getLeadMonDetails',
        summary: 'Lead-monetisation details of the sale',
        params: TokenParams,
        response: { 200: z.object({ data: LeadMonSchema }), ...errors },
      },
    },
    async (request) => ({ data: await leadMonDetails(app.db, request.params.token) }),
  );
  app.post(
    `${base}/lead-mon/transact-intent`,
    {
      schema: {
        tags,
        operationId: 'postTransactIntent',
        summary: 'The seller confirms they will complete the accepted sale (owner)',
        security,
        params: TokenParams,
        response: { 200: z.object({ data: LeadMonSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await transactIntent(app.db, request.params.token, requireUser(request).userId, now()),
    }),
  );

  const franchise = '/lead-monetization/api/franchise';
  app.get(
    `${franchise}/price-discovery`,
    {
      schema: {
        tags,
        operationId: 'franchisePriceDiscovery',
        summary:
          'Estimate, offer, best bid and similar cars sold for an appointment (owner, lead agent)',
        security,
        querystring: z.object({
          appointmentId: z.string().regex(/^[0-9]{1,12}$/, SELL_MESSAGES.notFound),
        }),
        response: {
          200: z.object({
            data: z.object({
              appointmentId: z.string(),
              estimateLowPaise: z.number().int(),
              estimateHighPaise: z.number().int(),
              offerPaise: z.number().int().nullable(),
              bestBidPaise: z.number().int().nullable(),
              similarSoldMedianPaise: z.number().int().nullable(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await priceDiscovery(app.db, request.query.appointmentId, requireUser(request)),
    }),
  );
  app.post(
    `${franchise}/price-acceptance`,
    {
      schema: {
        tags,
        operationId: 'franchisePriceAcceptance',
        summary: 'Accept a price for an appointment (owner); same rules as accept',
        security,
        body: z.object({
          appointmentId: z.string().regex(/^[0-9]{1,12}$/, SELL_MESSAGES.notFound),
          source: AcceptBodySchema.shape.source,
        }),
        response: { 200: price, ...errors },
      },
    },
    async (request) => {
      const token = await tokenOfAppointment(app.db, request.body.appointmentId);
      return {
        data: await acceptPrice(
          app.db,
          events,
          token,
          requireUser(request),
          request.body.source,
          now(),
        ),
      };
    },
  );
};
