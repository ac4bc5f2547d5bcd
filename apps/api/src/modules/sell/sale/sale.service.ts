import { formatMoney, paise } from '@carsetu/contracts';
import {
  NEGOTIATION_MAX_ASK_SHARE,
  SALE_MESSAGES,
  type SalePriceView,
  type SaleStatus,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows, toNumber, type SqlFragment } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import {
  closeAuction,
  closeDueAuctions,
  latestAuctionOf,
  startAuctionRound,
  toAuctionView,
} from '../auction/auction.service';
import type { AuctionEvents } from '../auction/auction-events';
import { findInspection } from '../inspection/inspection.repository';
import {
  STAFF_APPOINTMENT_SELECT,
  type StaffAppointmentRow,
} from '../inspection/inspection.repository';
import { SELL_MESSAGES } from '../sell.constants';
import { buildTimeline, recordEvent, type TimelineEventKind } from './timeline';
import { offerValidUntil } from '../inspection/offer';

type Queryable = Pick<Database, 'execute'>;

interface SaleRow extends StaffAppointmentRow {
  expected_price_paise: string | number | null;
  sale_flow: string | null;
  accepted_price_paise: string | number | null;
  accepted_source: string | null;
  accepted_at: string | Date | null;
  declined_at: string | Date | null;
  created_at: string | Date;
  inspector_name: string | null;
}

/** The appointment as staff see it plus the sale's own columns, in one query. */
async function saleRowByToken(db: Queryable, token: string): Promise<SaleRow> {
  const [row] = await queryRows<SaleRow>(
    db as Database,
    sql`select staff.*, a.expected_price_paise, a.sale_flow, a.accepted_price_paise,
               a.accepted_source, a.accepted_at, a.declined_at, a.created_at,
               (select coalesce(r.display_name, u.name, 'CarSetu inspector') from users u
                  left join staff_roles r on r.user_id = u.id and r.role = 'inspector'
                  where u.id = a.inspector_user_id) as inspector_name
        from (${STAFF_APPOINTMENT_SELECT} where a.token = ${token}) staff
        join sell_appointments a on a.id = staff.id`,
  );
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  return row;
}

interface OpenNegotiation {
  id: string;
  asked_paise: string | number;
  status: string;
  counter_paise: string | number | null;
  dealer_user_id: string;
  auction_id: string;
}

async function latestNegotiation(db: Queryable, appointmentRowId: string) {
  const [row] = await queryRows<OpenNegotiation>(
    db as Database,
    sql`select id, asked_paise, status, counter_paise, dealer_user_id, auction_id
        from sell_negotiations where appointment_id = ${appointmentRowId}
        order by created_at desc limit 1`,
  );
  return row ?? null;
}

const paiseOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : toNumber(value);

async function priceView(db: Database, row: SaleRow, now: Date): Promise<SalePriceView> {
  const [inspection, auction, negotiation] = await Promise.all([
    findInspection(db, row.id),
    latestAuctionOf(db, row.id),
    latestNegotiation(db, row.id),
  ]);
  const offerPaise =
    inspection?.status === 'submitted' ? paiseOrNull(inspection.offer_paise) : null;
  const accepted = row.accepted_at !== null;
  const open = !accepted && row.declined_at === null && row.status === 'completed';
  return {
    estimatePaise: toNumber(row.indicative_price_paise),
    offerPaise,
    bestBidPaise: auction ? paiseOrNull(auction.best_bid_paise) : null,
    expectedPricePaise: paiseOrNull(row.expected_price_paise),
    acceptedPricePaise: paiseOrNull(row.accepted_price_paise),
    acceptedSource: row.accepted_source,
    auction: auction ? toAuctionView(auction, null, false) : null,
    negotiation: negotiation
      ? {
          id: negotiation.id,
          askedPaise: toNumber(negotiation.asked_paise),
          status: negotiation.status,
          counterPaise: paiseOrNull(negotiation.counter_paise),
        }
      : null,
    flow: row.sale_flow,
    canAccept: open && offerPaise !== null && !offerExpired(inspection?.submitted_at ?? null, now),
  };
}

function offerExpired(submittedAt: string | Date | null, now: Date) {
  return submittedAt !== null && now > offerValidUntil(submittedAt);
}

/** login-data: what the seller's page needs after login: stage, timeline, prices. */
export async function saleStatus(db: Database, token: string, now: Date): Promise<SaleStatus> {
  await closeDueAuctions(db, now);
  const row = await saleRowByToken(db, token);
  const timeline = await buildTimeline(db, row.id, new Date(row.created_at));
  return {
    appointmentId: row.appointment_id,
    stage: timeline.stage,
    timeline: [
      ...timeline.entries,
      ...timeline.history.filter(
        (entry) => !timeline.entries.some((main) => main.kind === entry.kind),
      ),
    ],
    price: await priceView(db, row, now),
    inspector: row.inspector_name ? { name: row.inspector_name } : null,
  };
}

export async function salePrice(db: Database, token: string, now: Date) {
  await closeDueAuctions(db, now);
  return priceView(db, await saleRowByToken(db, token), now);
}

/** Owner of an inspected, still open sale; the sale row for the action. */
async function ownedOpenSale(db: Database, token: string, seller: SessionUser): Promise<SaleRow> {
  const row = await saleRowByToken(db, token);
  if (row.user_id !== seller.userId) throw forbidden(SELL_MESSAGES.notOwner);
  if (row.status === 'cancelled') throw conflict('CANCELLED', SALE_MESSAGES.cancelled);
  if (row.status !== 'completed') throw conflict('NOT_INSPECTED', SALE_MESSAGES.notInspected);
  if (row.accepted_at) throw conflict('ALREADY_ACCEPTED', SALE_MESSAGES.alreadyAccepted);
  if (row.declined_at) throw conflict('DECLINED', SALE_MESSAGES.declined);
  return row;
}

/**
 * Accepts a price: the live auction's best bid (closing it with that dealer as the one winner),
 * CarSetu's own offer, or a dealer's answer to the seller's price request. Exactly once: the
 * appointment row is updated only while nothing is accepted.
 */
export async function acceptPrice(
  db: Database,
  events: AuctionEvents,
  token: string,
  seller: SessionUser,
  source: 'auction' | 'offer' | 'negotiation',
  now: Date,
): Promise<SalePriceView> {
  await closeDueAuctions(db, now);
  const row = await ownedOpenSale(db, token, seller);
  const inspection = await findInspection(db, row.id);
  if (offerExpired(inspection?.submitted_at ?? null, now)) {
    throw conflict('OFFER_EXPIRED', SALE_MESSAGES.offerExpired);
  }
  const auction = await latestAuctionOf(db, row.id);
  let price: number;
  let dealer: string | null = null;
  if (source === 'offer') {
    price = toNumber(inspection!.offer_paise);
  } else if (source === 'auction') {
    if (!auction || auction.best_bid_paise === null)
      throw conflict('NO_BIDS', SALE_MESSAGES.noBids);
    price = toNumber(auction.best_bid_paise);
    dealer = auction.best_dealer_user_id;
  } else {
    const negotiation = await latestNegotiation(db, row.id);
    if (!negotiation || !['accepted', 'countered'].includes(negotiation.status)) {
      throw conflict('NO_NEGOTIATION', SALE_MESSAGES.negotiationNotFound);
    }
    price = toNumber(
      negotiation.status === 'accepted' ? negotiation.asked_paise : negotiation.counter_paise,
    );
    dealer = negotiation.dealer_user_id;
  }
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`update sell_appointments set accepted_price_paise = ${price}, accepted_source = ${source},
            accepted_dealer_user_id = ${dealer}, accepted_at = ${now}, updated_at = ${now}
          where id = ${row.id} and accepted_at is null and declined_at is null returning id`,
    );
    if (updated.length === 0) throw conflict('ALREADY_ACCEPTED', SALE_MESSAGES.alreadyAccepted);
    if (auction?.status === 'live') await closeAuction(tx, auction.id, 'accepted', now);
    if (auction && dealer && source !== 'offer') {
      await tx.execute(
        sql`update auctions set winner_user_id = ${dealer} where id = ${auction.id}`,
      );
    }
    const who =
      source === 'offer'
        ? 'CarSetu offer'
        : source === 'auction'
          ? 'Best auction bid'
          : 'Dealer’s answer';
    await recordEvent(
      tx,
      row.id,
      'accepted',
      `${formatMoney(paise(price))} (${who})`,
      seller.userId,
      now,
    );
  });
  if (auction)
    await events.publish({
      type: 'auction',
      auctionId: auction.id,
      appointmentId: row.appointment_id,
    });
  return salePrice(db, token, now);
}

export async function declineOffers(
  db: Database,
  token: string,
  seller: SessionUser,
  reason: string,
  now: Date,
) {
  const row = await ownedOpenSale(db, token, seller);
  await db.transaction(async (tx) => {
    const auction = await latestAuctionOf(tx, row.id);
    if (auction?.status === 'live') await closeAuction(tx, auction.id, 'stopped', now);
    await tx.execute(
      sql`update sell_appointments set declined_at = ${now}, updated_at = ${now} where id = ${row.id}`,
    );
    await recordEvent(tx, row.id, 'declined', reason, seller.userId, now);
  });
  return salePrice(db, token, now);
}

/**
 * A change to an open sale the seller makes (their price, how to sell, intent to sell): one
 * column update and its timeline step, together; then the fresh price view.
 */
async function changeOpenSale(
  db: Database,
  token: string,
  seller: SessionUser,
  now: Date,
  change: { set: SqlFragment; event: TimelineEventKind; detail: string | null },
) {
  const row = await ownedOpenSale(db, token, seller);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update sell_appointments set ${change.set}, updated_at = ${now} where id = ${row.id}`,
    );
    await recordEvent(tx, row.id, change.event, change.detail, seller.userId, now);
  });
  return salePrice(db, token, now);
}

export const setExpectedPrice = (
  db: Database,
  token: string,
  seller: SessionUser,
  rupees: number,
  now: Date,
) =>
  changeOpenSale(db, token, seller, now, {
    set: sql`expected_price_paise = ${rupees * 100}`,
    event: 'expected_price',
    detail: formatMoney(paise(rupees * 100)),
  });

export const selectFlow = (
  db: Database,
  token: string,
  seller: SessionUser,
  flow: 'auction' | 'instant_offer',
  now: Date,
) =>
  changeOpenSale(db, token, seller, now, {
    set: sql`sale_flow = ${flow}`,
    event: 'flow_selected',
    detail: flow === 'auction' ? 'Sell to the best dealer bid' : 'Sell to CarSetu at the offer',
  });

export const recordPurchaseIntent = (db: Database, token: string, seller: SessionUser, now: Date) =>
  changeOpenSale(db, token, seller, now, {
    set: sql`purchase_intent_at = coalesce(purchase_intent_at, ${now})`,
    event: 'purchase_intent',
    detail: null,
  });

/** dsi-eligibility: can the seller take CarSetu's offer directly (inspected, offer valid, open)? */
export async function directSaleEligibility(db: Database, token: string, now: Date) {
  const row = await saleRowByToken(db, token);
  const inspection = await findInspection(db, row.id);
  const reasons: string[] = [];
  if (row.status !== 'completed' || inspection?.status !== 'submitted')
    reasons.push(SALE_MESSAGES.notInspected);
  if (row.accepted_at) reasons.push(SALE_MESSAGES.alreadyAccepted);
  if (row.declined_at) reasons.push(SALE_MESSAGES.declined);
  if (offerExpired(inspection?.submitted_at ?? null, now)) reasons.push(SALE_MESSAGES.offerExpired);
  return {
    eligible: reasons.length === 0,
    offerPaise: inspection?.status === 'submitted' ? paiseOrNull(inspection.offer_paise) : null,
    reasons,
  };
}

/** stop-ocb: the seller stops the live auction; the best bid stands for acceptance. */
export async function stopAuction(
  db: Database,
  events: AuctionEvents,
  token: string,
  seller: SessionUser,
  now: Date,
) {
  const row = await ownedOpenSale(db, token, seller);
  const auction = await latestAuctionOf(db, row.id);
  if (!auction || auction.status !== 'live')
    throw conflict('AUCTION_CLOSED', SALE_MESSAGES.auctionClosed);
  await db.transaction((tx) => closeAuction(tx, auction.id, 'stopped', now));
  await events.publish({
    type: 'auction',
    auctionId: auction.id,
    appointmentId: row.appointment_id,
  });
  return salePrice(db, token, now);
}

/** start-auctions / restart auction: a new round at the same offer when none is live. */
export async function restartAuction(
  db: Database,
  events: AuctionEvents,
  token: string,
  seller: SessionUser,
  now: Date,
) {
  await closeDueAuctions(db, now);
  const row = await ownedOpenSale(db, token, seller);
  const inspection = await findInspection(db, row.id);
  const previous = await latestAuctionOf(db, row.id);
  if (previous?.status === 'live') throw conflict('AUCTION_LIVE', SALE_MESSAGES.auctionLive);
  const started = await db.transaction((tx) =>
    startAuctionRound(
      tx,
      {
        appointmentRowId: row.id,
        cityId: row.city_id,
        offerPaise: toNumber(inspection!.offer_paise),
        round: (previous?.round ?? 0) + 1,
      },
      now,
    ),
  );
  await events.publish({
    type: 'auction',
    auctionId: started.id,
    appointmentId: row.appointment_id,
  });
  return salePrice(db, token, now);
}

/** self-nego selected-price: ask the best bidder for more (at most 20% above the best bid). */
export async function askBetterPrice(
  db: Database,
  events: AuctionEvents,
  token: string,
  seller: SessionUser,
  rupees: number,
  now: Date,
) {
  await closeDueAuctions(db, now);
  const row = await ownedOpenSale(db, token, seller);
  const auction = await latestAuctionOf(db, row.id);
  if (!auction || auction.best_bid_paise === null || !auction.best_dealer_user_id)
    throw conflict('NO_BIDS', SALE_MESSAGES.noBids);
  const best = toNumber(auction.best_bid_paise);
  const asked = rupees * 100;
  if (asked <= best)
    throw badRequest(SALE_MESSAGES.negotiationAskTooLow, {
      selectedPrice: SALE_MESSAGES.negotiationAskTooLow,
    });
  if (asked > best * (1 + NEGOTIATION_MAX_ASK_SHARE))
    throw badRequest(SALE_MESSAGES.negotiationAskTooHigh, {
      selectedPrice: SALE_MESSAGES.negotiationAskTooHigh,
    });
  await db.transaction(async (tx) => {
    const inserted = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`insert into sell_negotiations (appointment_id, auction_id, dealer_user_id, asked_paise, status, created_at)
          values (${row.id}, ${auction.id}, ${auction.best_dealer_user_id}, ${asked}, 'open', ${now})
          on conflict do nothing returning id`,
    );
    if (inserted.length === 0) throw conflict('NEGOTIATION_OPEN', SALE_MESSAGES.negotiationOpen);
    await recordEvent(
      tx,
      row.id,
      'negotiation_asked',
      formatMoney(paise(asked)),
      seller.userId,
      now,
    );
  });
  await events.publish({
    type: 'auction',
    auctionId: auction.id,
    appointmentId: row.appointment_id,
  });
  return salePrice(db, token, now);
}

/** The dealer's answer to a price request: accept the asked price, counter, or decline. */
export async function answerNegotiation(
  db: Database,
  events: AuctionEvents,
  negotiationId: string,
  dealerUserId: string,
  decision: 'accept' | 'counter' | 'decline',
  counterRupees: number | undefined,
  now: Date,
) {
  const [negotiation] = await queryRows<
    OpenNegotiation & { appointment_id: string; best: string | number; appointment_number: string }
  >(
    db,
    sql`select n.*, au.best_bid_paise as best, a.appointment_id as appointment_number
        from sell_negotiations n join auctions au on au.id = n.auction_id
        join sell_appointments a on a.id = n.appointment_id
        where n.id = ${negotiationId} and n.dealer_user_id = ${dealerUserId}`,
  );
  if (!negotiation) throw notFound(SALE_MESSAGES.negotiationNotFound);
  if (decision === 'counter') {
    if (!counterRupees)
      throw badRequest(SALE_MESSAGES.counterTooLow, { counterRupees: SALE_MESSAGES.counterTooLow });
    if (counterRupees * 100 <= toNumber(negotiation.best))
      throw badRequest(SALE_MESSAGES.counterTooLow, { counterRupees: SALE_MESSAGES.counterTooLow });
    if (counterRupees * 100 >= toNumber(negotiation.asked_paise)) decision = 'accept';
  }
  const status =
    decision === 'accept' ? 'accepted' : decision === 'counter' ? 'countered' : 'declined';
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`update sell_negotiations set status = ${status}, answered_at = ${now},
            counter_paise = ${decision === 'counter' ? counterRupees! * 100 : null}
          where id = ${negotiationId} and status = 'open' returning id`,
    );
    if (updated.length === 0)
      throw conflict('NEGOTIATION_ANSWERED', SALE_MESSAGES.negotiationNotFound);
    const text =
      status === 'accepted'
        ? `Dealer agreed to ${formatMoney(paise(toNumber(negotiation.asked_paise)))}`
        : status === 'countered'
          ? `Dealer offers ${formatMoney(paise(counterRupees! * 100))}`
          : 'Dealer keeps the best bid';
    await recordEvent(
      tx,
      negotiation.appointment_id,
      'negotiation_answered',
      text,
      dealerUserId,
      now,
    );
  });
  await events.publish({
    type: 'auction',
    auctionId: negotiation.auction_id,
    appointmentId: negotiation.appointment_number,
  });
  return { id: negotiationId, status };
}

/** Open price requests addressed to a dealer (their console shows them with the auction). */
export async function openNegotiationsOf(db: Database, dealerUserId: string) {
  const rows = await queryRows<{
    id: string;
    asked_paise: string | number;
    auction_id: string;
    best: string | number;
    car: string;
  }>(
    db,
    sql`select n.id, n.asked_paise, n.auction_id, au.best_bid_paise as best,
               concat_ws(' ', a.year::text, mk.name, md.name) as car
        from sell_negotiations n join auctions au on au.id = n.auction_id
        join sell_appointments a on a.id = n.appointment_id
        join makes mk on mk.id = a.make_id join models md on md.id = a.model_id
        where n.dealer_user_id = ${dealerUserId} and n.status = 'open' order by n.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    auctionId: row.auction_id,
    car: row.car,
    askedPaise: toNumber(row.asked_paise),
    yourBidPaise: toNumber(row.best),
  }));
}

/**
 * direct-ocb-price: CarSetu's own offer from the inspection, valid for a week. gs-ocb-price: the
 * guaranteed-sale price, the best the seller can take right now (the offer or the best bid,
 * whichever is higher). Both 409 before the inspection (decision 0115).
 */
export async function ocbPrices(db: Database, token: string) {
  const row = await saleRowByToken(db, token);
  const [inspection, auction] = await Promise.all([
    findInspection(db, row.id),
    latestAuctionOf(db, row.id),
  ]);
  if (inspection?.status !== 'submitted' || inspection.offer_paise === null) {
    throw conflict('NOT_INSPECTED', SALE_MESSAGES.notInspected);
  }
  const offerPaise = toNumber(inspection.offer_paise);
  const best = paiseOrNull(auction?.best_bid_paise) ?? 0;
  return {
    direct: { offerPaise, validUntil: offerValidUntil(inspection.submitted_at!).toISOString() },
    guaranteed: {
      pricePaise: Math.max(offerPaise, best),
      source: best > offerPaise ? ('auction' as const) : ('offer' as const),
    },
  };
}
