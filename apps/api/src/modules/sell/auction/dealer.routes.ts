import {
  AuctionViewSchema,
  BidBodySchema,
  CounterBodySchema,
  SaleInspectionReportSchema,
  SALE_MESSAGES,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../../lib/auth';
import { HTTP, notFound } from '../../../lib/errors';
import { findStaffAppointment } from '../inspection/inspection.repository';
import { inspectionReportOf } from '../inspection/inspection.service';
import { saleDepsFor } from '../sale/sale-deps';
import { answerNegotiation, openNegotiationsOf } from '../sale/sale.service';
import { leadsOfDealer } from '../sale/select-dealer.service';
import {
  closeDueAuctions,
  dealerBestBid,
  dealerHistory,
  findAuction,
  liveAuctionsOfCity,
  placeBid,
  recordImpression,
  toAuctionView,
} from './auction.service';
import { streamAuction } from './sse';
import { SELL_ROUTE_ERRORS_WITH_422 } from '../route-kit';

const errors = SELL_ROUTE_ERRORS_WITH_422;
const tags = ['consumer: dealer'];
const security = [{ bearer: [] }];
const AuctionParams = z.object({ id: z.string().uuid('We could not find this auction.') });

/** The dealer console API: live auctions of the dealer's city, bids, history, price requests. */
export const dealerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = await saleDepsFor(app);
  const now = () => app.config.now();
  const dealerOf = (request: Parameters<typeof requireRole>[0]) => {
    const { user, grant } = requireRole(request, 'dealer');
    return { userId: user.userId, cityId: grant.cityId };
  };
  /** The auction if it is in the dealer's city; another city's auction does not exist for them. */
  const auctionFor = async (id: string, dealer: { cityId: number | null }) => {
    const auction = await findAuction(app.db, id);
    if (!auction || auction.city_id !== dealer.cityId)
      throw notFound(SALE_MESSAGES.auctionNotFound);
    return auction;
  };

  app.get(
    '/api/v1/dealer/auctions',
    {
      schema: {
        tags,
        operationId: 'dealerLiveAuctions',
        summary: "Live auctions in the dealer's city, closing soonest first",
        security,
        response: { 200: z.object({ data: z.array(AuctionViewSchema) }), ...errors },
      },
    },
    async (request) => {
      const dealer = dealerOf(request);
      await closeDueAuctions(app.db, now());
      const rows = await liveAuctionsOfCity(app.db, dealer.cityId ?? 0);
      return { data: rows.map((row) => toAuctionView(row, dealer.userId, true)) };
    },
  );

  app.get(
    '/api/v1/dealer/auctions/history',
    {
      schema: {
        tags,
        operationId: 'dealerAuctionHistory',
        summary: 'Closed auctions the dealer bid in: won and lost',
        security,
        response: { 200: z.object({ data: z.array(AuctionViewSchema) }), ...errors },
      },
    },
    async (request) => {
      const dealer = dealerOf(request);
      await closeDueAuctions(app.db, now());
      const rows = await dealerHistory(app.db, dealer.userId);
      return {
        data: await Promise.all(
          rows.map(async (row) => ({
            ...toAuctionView(row, dealer.userId, true),
            yourBestPaise: await dealerBestBid(app.db, row.id, dealer.userId),
          })),
        ),
      };
    },
  );

  app.get(
    '/api/v1/dealer/auctions/:id',
    {
      schema: {
        tags,
        operationId: 'dealerAuction',
        summary: 'One auction with the inspection report (records the impression)',
        security,
        params: AuctionParams,
        response: {
          200: z.object({
            data: z.object({ auction: AuctionViewSchema, report: SaleInspectionReportSchema }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const dealer = dealerOf(request);
      await closeDueAuctions(app.db, now());
      const auction = await auctionFor(request.params.id, dealer);
      await recordImpression(app.db, auction.id, dealer.userId, now());
      const appointment = await findStaffAppointment(app.db, auction.appointment_number);
      const report = await inspectionReportOf(app.db, appointment!);
      // Dealers see the findings, not CarSetu's offer or the seller's estimate.
      return {
        data: {
          auction: {
            ...toAuctionView(auction, dealer.userId, true),
            yourBestPaise: await dealerBestBid(app.db, auction.id, dealer.userId),
          },
          report: {
            ...report,
            offer: {
              ...report.offer,
              estimatePaise: 0,
              offerPaise: 0,
              totalDeductionPaise: 0,
              deductions: [],
            },
          },
        },
      };
    },
  );

  app.post(
    '/api/v1/dealer/auctions/:id/bids',
    {
      schema: {
        tags,
        operationId: 'placeBid',
        summary: 'Bid in rupees: at least the minimum next bid; a late bid extends the close',
        security,
        params: AuctionParams,
        body: BidBodySchema,
        response: {
          201: z.object({
            data: z.object({
              auctionId: z.string(),
              bestBidPaise: z.number().int(),
              bidCount: z.number().int(),
              endsAt: z.string(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const dealer = dealerOf(request);
      const placed = await placeBid(
        app.db,
        request.params.id,
        dealer,
        request.body.amountRupees * 100,
        now(),
      );
      // Fire and forget: the bid is stored; the live pages catch up on the next event or snapshot.
      events
        .publish({ type: 'auction', auctionId: placed.auctionId, appointmentId: '' })
        .catch((error: unknown) => request.log.warn({ err: error }, 'auction event not sent'));
      return reply.status(HTTP.CREATED).send({ data: placed });
    },
  );

  app.get(
    '/api/v1/dealer/auctions/:id/events',
    {
      schema: {
        tags,
        operationId: 'streamDealerAuction',
        summary: 'Server-sent events: the auction as it changes (text/event-stream)',
        security,
        params: AuctionParams,
      },
    },
    async (request, reply) => {
      const dealer = dealerOf(request);
      const auction = await auctionFor(request.params.id, dealer);
      streamAuction(request, reply, events, auction.id, async () => {
        const current = await findAuction(app.db, auction.id);
        return current ? toAuctionView(current, dealer.userId, true) : null;
      });
    },
  );

  app.get(
    '/api/v1/dealer/negotiations',
    {
      schema: {
        tags,
        operationId: 'dealerNegotiations',
        summary: 'Open price requests from sellers to this dealer',
        security,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                auctionId: z.string(),
                car: z.string(),
                askedPaise: z.number().int(),
                yourBidPaise: z.number().int(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await openNegotiationsOf(app.db, dealerOf(request).userId) }),
  );

  app.post(
    '/api/v1/dealer/negotiations/:id',
    {
      schema: {
        tags,
        operationId: 'answerNegotiation',
        summary: "Accept the seller's price, counter with a higher bid, or decline",
        security,
        params: AuctionParams,
        body: CounterBodySchema,
        response: {
          200: z.object({ data: z.object({ id: z.string(), status: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await answerNegotiation(
        app.db,
        events,
        request.params.id,
        dealerOf(request).userId,
        request.body.decision,
        request.body.counterRupees,
        now(),
      ),
    }),
  );

  app.get(
    '/api/v1/dealer/leads',
    {
      schema: {
        tags,
        operationId: 'dealerLeads',
        summary: 'Sellers who chose this dealer and verified their phone',
        security,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                phone: z.string(),
                created_at: z.any(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await leadsOfDealer(app.db, dealerOf(request).userId) }),
  );
};
