import { formatMoney, paise } from '@carsetu/contracts';
import {
  AUCTION_DURATION_MINUTES,
  AUCTION_EXTENSION_SECONDS,
  AUCTION_LATE_BID_WINDOW_SECONDS,
  AUCTION_MAX_BID_MULTIPLE,
  AUCTION_START_SHARE,
  SALE_MESSAGES,
  auctionMinIncrementPaise,
  minimumNextBidPaise,
  type AuctionView,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { AppError, HTTP, conflict, notFound } from '../../../lib/errors';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import { recordEvent } from '../sale/timeline';

type Queryable = Pick<Database, 'execute'>;
const rows = <Row>(db: Queryable, query: ReturnType<typeof sql>) =>
  queryRows<Row>(db as Database, query);

export interface AuctionRow {
  id: string;
  appointment_id: string;
  appointment_number: string;
  city_id: number;
  city_name: string;
  car: string;
  round: number;
  status: 'live' | 'closed';
  reserve_paise: string | number;
  start_price_paise: string | number;
  min_increment_paise: string | number;
  ends_at: string | Date;
  closed_at: string | Date | null;
  best_bid_paise: string | number | null;
  best_dealer_user_id: string | null;
  bid_count: number;
  winner_user_id: string | null;
}

const AUCTION_SELECT = sql`
  select au.id, au.appointment_id, a.appointment_id as appointment_number, au.city_id,
         c.name as city_name, concat_ws(' ', a.year::text, mk.name, md.name, v.name) as car,
         au.round, au.status, au.reserve_paise, au.start_price_paise, au.min_increment_paise,
         au.ends_at, au.closed_at, au.best_bid_paise, au.best_dealer_user_id, au.bid_count,
         au.winner_user_id
  from auctions au
  join sell_appointments a on a.id = au.appointment_id
  join cities c on c.id = au.city_id
  join makes mk on mk.id = a.make_id
  join models md on md.id = a.model_id
  join variants v on v.id = a.variant_id`;

export async function findAuction(db: Queryable, auctionId: string) {
  const [row] = await rows<AuctionRow>(db, sql`${AUCTION_SELECT} where au.id = ${auctionId}`);
  return row ?? null;
}

/** The latest round of an appointment's auction (live or closed). */
export async function latestAuctionOf(db: Queryable, appointmentRowId: string) {
  const [row] = await rows<AuctionRow>(
    db,
    sql`${AUCTION_SELECT} where au.appointment_id = ${appointmentRowId} order by au.round desc limit 1`,
  );
  return row ?? null;
}

/** Opens a round: bids start at 85% of CarSetu's offer; the offer is the reserve. */
export async function startAuctionRound(
  tx: Queryable,
  input: { appointmentRowId: string; cityId: number; offerPaise: number; round: number },
  now: Date,
): Promise<{ id: string }> {
  const startPrice = Math.round((input.offerPaise * AUCTION_START_SHARE) / 1_000_00) * 1_000_00;
  const endsAt = new Date(now.getTime() + AUCTION_DURATION_MINUTES * 60_000);
  const [row] = await rows<{ id: string }>(
    tx,
    sql`insert into auctions (appointment_id, city_id, round, status, reserve_paise,
          start_price_paise, min_increment_paise, starts_at, ends_at)
        values (${input.appointmentRowId}, ${input.cityId}, ${input.round}, 'live',
          ${input.offerPaise}, ${startPrice}, ${auctionMinIncrementPaise(startPrice)}, ${now}, ${endsAt})
        returning id`,
  );
  await recordEvent(
    tx,
    input.appointmentRowId,
    input.round === 1 ? 'auction_live' : 'auction_restarted',
    `Bids open at ${formatMoney(paise(startPrice))}`,
    null,
    now,
  );
  return row!;
}

export interface Bidder {
  userId: string;
  cityId: number | null;
}

/**
 * One bid, one statement: the auction row is updated only if it is live, in the dealer's city,
 * not past its closing time and the amount clears the minimum; the bid row is inserted from the
 * same statement. Concurrent bids serialise on the auction row, so the stored best is always
 * the highest accepted bid and no accepted bid is lost. A bid in the last two minutes pushes
 * the close to two minutes after it.
 */
export function placeBid(
  db: Database,
  auctionId: string,
  bidder: Bidder,
  amountPaise: number,
  now: Date,
) {
  return placeBidNow(db, auctionId, bidder, amountPaise, now);
}

// Bids on one auction leave this process one at a time. The database alone keeps them correct
// (the conditional update), but 20 pooled connections queueing on one row lock make the
// database spend its time waking and re-checking waiters; a queue here costs nothing.
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function placeBidNow(
  db: Database,
  auctionId: string,
  bidder: Bidder,
  amountPaise: number,
  now: Date,
) {
  const window = `${AUCTION_LATE_BID_WINDOW_SECONDS} seconds`;
  const extension = `${AUCTION_EXTENSION_SECONDS} seconds`;
  // One statement in its own transaction: the auction row is locked only inside the database,
  // never across a round trip, and the commit does not wait for the disk (set_config is local
  // to this statement's transaction); durableAfter() below waits for the disk instead.
  const [placed] = await oneAtATime(auctionId, () =>
    rows<{
      id: string;
      appointment_id: string;
      best_bid_paise: string | number;
      bid_count: number;
      ends_at: string | Date;
    }>(
      db,
      sql`with relaxed as (select set_config('synchronous_commit', 'off', true) as value),
        placed as (
          update auctions set
            best_bid_paise = ${amountPaise}, best_dealer_user_id = ${bidder.userId},
            bid_count = bid_count + 1,
            ends_at = case when ends_at - ${now}::timestamptz < ${window}::interval
                           then ${now}::timestamptz + ${extension}::interval else ends_at end
          where id = ${auctionId} and status = 'live' and city_id = ${bidder.cityId}
            and ends_at > ${now}
            and ${amountPaise} >= coalesce(best_bid_paise + min_increment_paise, start_price_paise)
            and ${amountPaise} <= start_price_paise * ${AUCTION_MAX_BID_MULTIPLE}
            and (select value from relaxed) = 'off'
          returning id, appointment_id, best_bid_paise, bid_count, ends_at
        ), stored as (
          insert into auction_bids (auction_id, dealer_user_id, amount_paise, created_at)
          select id, ${bidder.userId}, ${amountPaise}, ${now} from placed
        )
        select * from placed`,
    ),
  );
  if (placed) {
    await durableAfter(db);
    return {
      auctionId: placed.id,
      bestBidPaise: toNumber(placed.best_bid_paise),
      bidCount: placed.bid_count,
      endsAt: new Date(placed.ends_at).toISOString(),
    };
  }
  // Refused: say why, from a fresh read of the auction row alone.
  const [auction] = await rows<AuctionRow>(
    db,
    sql`select id, city_id, status, ends_at, start_price_paise, best_bid_paise, min_increment_paise
        from auctions where id = ${auctionId}`,
  );
  if (!auction || auction.city_id !== bidder.cityId) throw notFound(SALE_MESSAGES.auctionNotFound);
  if (auction.status !== 'live' || new Date(auction.ends_at) <= now) {
    throw conflict('AUCTION_CLOSED', SALE_MESSAGES.auctionClosed);
  }
  const minimum = minimumNextBidPaise(numbersOf(auction));
  if (amountPaise < minimum) {
    const message = SALE_MESSAGES.bidTooLow(formatMoney(paise(minimum)));
    throw new AppError(HTTP.UNPROCESSABLE, 'BID_TOO_LOW', message, { amountRupees: message });
  }
  throw new AppError(HTTP.UNPROCESSABLE, 'BID_TOO_HIGH', SALE_MESSAGES.bidTooHigh);
}

/**
 * Waits until everything committed so far is on disk before a bid is acknowledged. A commit
 * with synchronous_commit on flushes the WAL up to its own record, which lies after the bid's,
 * and concurrent waits share one flush (group commit). So a bid is durable when the dealer
 * hears "placed", yet the hot auction row is never locked across a disk flush.
 */
async function durableAfter(db: Database): Promise<void> {
  await db.execute(sql`select txid_current()`);
}

const numbersOf = (row: AuctionRow) => ({
  startPricePaise: toNumber(row.start_price_paise),
  bestBidPaise: row.best_bid_paise === null ? null : toNumber(row.best_bid_paise),
  minIncrementPaise: toNumber(row.min_increment_paise),
});

/**
 * Closes one live auction now (seller stopped it, accepted, or time ran out). The winner is the
 * best bidder when the best bid reaches the reserve; below it the seller may still accept.
 */
export async function closeAuction(
  tx: Queryable,
  auctionId: string,
  reason: 'time' | 'stopped' | 'accepted',
  now: Date,
): Promise<boolean> {
  const closed = await rows<{ appointment_id: string; best_bid_paise: string | null }>(
    tx,
    sql`update auctions set status = 'closed', closed_at = ${now}, close_reason = ${reason},
          winner_user_id = case when best_bid_paise >= reserve_paise then best_dealer_user_id end
        where id = ${auctionId} and status = 'live'
        returning appointment_id, best_bid_paise`,
  );
  const row = closed[0];
  if (!row) return false;
  const best = row.best_bid_paise === null ? null : toNumber(row.best_bid_paise);
  const text =
    reason === 'stopped'
      ? 'You stopped the auction'
      : reason === 'time'
        ? 'Time is up'
        : 'You accepted';
  await recordEvent(tx, row.appointment_id, 'auction_closed', text, null, now);
  if (best !== null) {
    await recordEvent(tx, row.appointment_id, 'best_price', formatMoney(paise(best)), null, now);
  }
  return true;
}

/** Closes every auction whose time is up (background job, and before reads). */
export async function closeDueAuctions(db: Database, now: Date): Promise<string[]> {
  const due = await rows<{ id: string }>(
    db,
    sql`select id from auctions where status = 'live' and ends_at <= ${now} limit 100`,
  );
  const closed: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction((tx) => closeAuction(tx, id, 'time', now));
    if (done) closed.push(id);
  }
  return closed;
}

export function toAuctionView(
  row: AuctionRow,
  viewerUserId: string | null,
  asDealer: boolean,
): AuctionView {
  const numbers = numbersOf(row);
  const youLead = asDealer
    ? row.best_dealer_user_id === viewerUserId && row.best_bid_paise !== null
    : null;
  return {
    id: row.id,
    appointmentId: row.appointment_number,
    round: row.round,
    status: row.status,
    car: row.car,
    city: { id: row.city_id, name: row.city_name },
    startPricePaise: numbers.startPricePaise,
    minIncrementPaise: numbers.minIncrementPaise,
    minimumNextBidPaise: minimumNextBidPaise(numbers),
    bestBidPaise: numbers.bestBidPaise,
    bidCount: row.bid_count,
    endsAt: new Date(row.ends_at).toISOString(),
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    youLead,
    yourBestPaise: null,
    outcome:
      asDealer && row.status === 'closed'
        ? row.winner_user_id === viewerUserId
          ? 'won'
          : 'lost'
        : null,
  };
}

export async function dealerBestBid(db: Queryable, auctionId: string, dealerUserId: string) {
  const [row] = await rows<{ best: string | number | null }>(
    db,
    sql`select max(amount_paise) as best from auction_bids
        where auction_id = ${auctionId} and dealer_user_id = ${dealerUserId}`,
  );
  return row?.best === null || row?.best === undefined ? null : toNumber(row.best);
}

/** Live auctions of the dealer's city, closing soonest first. */
export async function liveAuctionsOfCity(db: Database, cityId: number) {
  return rows<AuctionRow>(
    db,
    sql`${AUCTION_SELECT} where au.city_id = ${cityId} and au.status = 'live' order by au.ends_at, au.id`,
  );
}

/** Closed auctions the dealer bid in, newest first (won and lost). */
export async function dealerHistory(db: Database, dealerUserId: string) {
  return rows<AuctionRow>(
    db,
    sql`${AUCTION_SELECT}
        where au.status = 'closed'
          and exists (select 1 from auction_bids b where b.auction_id = au.id and b.dealer_user_id = ${dealerUserId})
        order by au.closed_at desc limit 50`,
  );
}

export async function recordImpression(
  db: Database,
  auctionId: string,
  dealerUserId: string,
  now: Date,
) {
  await db.execute(sql`insert into auction_impressions (auction_id, dealer_user_id, first_seen_at)
                       values (${auctionId}, ${dealerUserId}, ${now}) on conflict do nothing`);
}

export async function impressionsOf(db: Database, auctionId: string) {
  const [row] = await rows<{ views: string | number; bidders: string | number }>(
    db,
    sql`select (select count(*) from auction_impressions where auction_id = ${auctionId}) as views,
               (select count(distinct dealer_user_id) from auction_bids where auction_id = ${auctionId}) as bidders`,
  );
  return { dealersViewed: toNumber(row?.views), dealersBid: toNumber(row?.bidders) };
}
