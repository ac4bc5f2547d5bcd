import { formatMoney, paise } from '@carsetu/contracts';
import { randomInt } from 'node:crypto';
import {
  MIN_PAYABLE_AFTER_DISCOUNT_PAISE,
  REWARDS_MESSAGES,
  SPIN_REWARD_VALID_DAYS,
  SPIN_TRIGGERS_PER_HOUR,
  SPINS_PER_IST_DAY,
  type Coupon,
  type RewardClient,
  type SpinState,
  type UserReward,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import { AppError, HTTP, conflict, notFound } from '../../lib/errors';
import { HOUR_WINDOW, IST_DAY_WINDOW, windowBounds } from '../../lib/rate-limit';
import { queryRows, toNumber } from '../../lib/sql-rows';
import {
  audit,
  couponView,
  findCoupon,
  findCouponByCode,
  listCoupons,
  listSpins,
  rewardView,
  userRedemptionCount,
  type CouponRow,
  type Tx,
  type UserRewardRow,
} from './rewards.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const unprocessable = (code: string, message: string) =>
  new AppError(HTTP.UNPROCESSABLE, code, message, { couponCode: message });

/** The India calendar day (yyyy-mm-dd) of an instant. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Why a coupon cannot be handed out or used right now (validity window, switched off). */
function windowProblem(coupon: CouponRow, now: Date): AppError | null {
  if (!coupon.active) return notFound(REWARDS_MESSAGES.unknownCoupon);
  if (new Date(coupon.valid_from).getTime() > now.getTime())
    return unprocessable('COUPON_NOT_STARTED', REWARDS_MESSAGES.notStarted);
  if (new Date(coupon.valid_until).getTime() <= now.getTime())
    return unprocessable('COUPON_EXPIRED', REWARDS_MESSAGES.expired);
  return null;
}

const liveNow = (now: Date) =>
  sql`c.active and c.valid_from <= ${now.toISOString()} and c.valid_until > ${now.toISOString()}`;

/** GET offers: the offers anyone can opt into now. */
export async function listOffers(db: Database, now: Date): Promise<Coupon[]> {
  const rows = await listCoupons(db, sql`${liveNow(now)} and not c.spin_only and c.type = 'OFFER'`);
  return rows.map(couponView);
}

/** GET client-rewards/{client}?type=: the coupons or offers usable at one checkout. */
export async function listClientRewards(
  db: Database,
  client: RewardClient,
  type: 'OFFER' | 'COUPON',
  now: Date,
): Promise<Coupon[]> {
  const rows = await listCoupons(
    db,
    sql`${liveNow(now)} and not c.spin_only and c.type = ${type} and c.client in (${client}, 'all')`,
  );
  return rows.map(couponView);
}

export async function couponFaq(db: Database, couponId: string) {
  const coupon = await findCoupon(db, couponId);
  if (!coupon || !coupon.active) throw notFound(REWARDS_MESSAGES.unknownCoupon);
  const rows = await queryRows<{ question: string; answer: string }>(
    db,
    sql`select question, answer from reward_coupon_faqs where coupon_id = ${couponId} order by position`,
  );
  return { couponId, title: coupon.title, faqs: rows };
}

/** POST client-mapping: links the user's rewards to the checkouts named (idempotent). */
export async function mapClients(db: Database, userId: string, clients: RewardClient[], now: Date) {
  for (const client of new Set(clients)) {
    await db.execute(sql`
      insert into reward_client_mappings (user_id, client, mapped_at)
      values (${userId}, ${client}, ${now.toISOString()}) on conflict do nothing`);
  }
  const rows = await queryRows<{ client: RewardClient; mapped_at: string | Date }>(
    db,
    sql`select client, mapped_at from reward_client_mappings where user_id = ${userId} order by client`,
  );
  return rows.map((row) => ({
    client: row.client,
    mappedAt: new Date(row.mapped_at).toISOString(),
  }));
}

async function rewardsOf(db: Tx, userId: string, where = sql`true`) {
  return queryRows<UserRewardRow>(
    db,
    sql`select * from user_rewards where user_id = ${userId} and ${where}
        order by issued_at desc, id`,
  );
}

async function withCoupons(db: Tx, rows: UserRewardRow[], now: Date): Promise<UserReward[]> {
  const coupons = new Map<string, CouponRow>();
  for (const id of new Set(rows.map((row) => row.coupon_id))) {
    coupons.set(id, (await findCoupon(db, id))!);
  }
  return rows.map((row) => rewardView(row, coupons.get(row.coupon_id)!, now));
}

/** GET user-rewards: the user's coupons (every status) and their recent spins. */
export async function userRewards(db: Database, userId: string, now: Date) {
  const rewards = await withCoupons(db, await rewardsOf(db, userId), now);
  return { userId, rewards, spins: await listSpins(db, userId) };
}

/** GET coupon/opt-in: the user's coupons ready to apply at checkout. */
export async function optedInRewards(db: Database, userId: string, now: Date) {
  const rows = await rewardsOf(
    db,
    userId,
    sql`status = 'opted_in' and valid_until > ${now.toISOString()}`,
  );
  return withCoupons(db, rows, now);
}

/**
 * POST coupon/opt-in: a reward won on the wheel becomes usable; a listed coupon or offer is
 * added to the user's rewards. The coupon row is locked, so usage limits hold under concurrency.
 */
export async function optIn(
  db: Database,
  userId: string,
  couponId: string,
  now: Date,
): Promise<UserReward> {
  const rewardId = await db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, couponId, true);
    if (!coupon) throw notFound(REWARDS_MESSAGES.unknownCoupon);
    const problem = windowProblem(coupon, now);
    if (problem) throw problem;
    const [open] = await rewardsOf(
      tx,
      userId,
      sql`coupon_id = ${couponId} and status in ('issued', 'opted_in', 'reserved')`,
    );
    if (open && open.status === 'issued') {
      if (new Date(open.valid_until).getTime() <= now.getTime())
        throw unprocessable('COUPON_EXPIRED', REWARDS_MESSAGES.expired);
      await tx.execute(sql`
        update user_rewards set status = 'opted_in', opted_in_at = ${now.toISOString()}
        where id = ${open.id}`);
      await audit(tx, {
        userId,
        couponId,
        userRewardId: open.id,
        action: 'opted_in',
        actor: userId,
        at: now,
      });
      return open.id;
    }
    if (open) throw conflict('COUPON_ALREADY_OPTED_IN', REWARDS_MESSAGES.alreadyOptedIn);
    if (coupon.spin_only) throw unprocessable('COUPON_SPIN_ONLY', REWARDS_MESSAGES.spinOnly);
    if ((await userRedemptionCount(tx, userId, couponId)) >= toNumber(coupon.per_user_limit))
      throw unprocessable('COUPON_USER_LIMIT', REWARDS_MESSAGES.perUserLimit);
    if (coupon.total_limit !== null && toNumber(coupon.used) >= toNumber(coupon.total_limit))
      throw unprocessable('COUPON_TOTAL_LIMIT', REWARDS_MESSAGES.totalLimit);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into user_rewards (user_id, coupon_id, source, status, valid_until, issued_at, opted_in_at)
          values (${userId}, ${couponId}, 'opt_in', 'opted_in', ${new Date(coupon.valid_until).toISOString()},
                  ${now.toISOString()}, ${now.toISOString()})
          returning id`,
    );
    await audit(tx, {
      userId,
      couponId,
      userRewardId: row!.id,
      action: 'issued',
      actor: userId,
      note: 'opt-in',
      at: now,
    });
    await audit(tx, {
      userId,
      couponId,
      userRewardId: row!.id,
      action: 'opted_in',
      actor: userId,
      at: now,
    });
    return row!.id;
  });
  const [row] = await rewardsOf(db, userId, sql`id = ${rewardId}`);
  return (await withCoupons(db, [row!], now))[0]!;
}

interface PrizeRow {
  id: string;
  label: string;
  coupon_id: string | null;
  weight: number;
}

async function activePrizes(db: Tx): Promise<PrizeRow[]> {
  return queryRows<PrizeRow>(
    db,
    sql`select id, label, coupon_id, weight from reward_spin_prizes where active order by position, id`,
  );
}

/** Picks a prize with probability weight / total weight; `draw` is in [0, total). */
export function pickPrize<P extends { weight: number }>(prizes: P[], draw: number): P | null {
  let upper = 0;
  for (const prize of prizes) {
    upper += prize.weight;
    if (draw < upper) return prize;
  }
  return null;
}

async function spinsUsedToday(db: Tx, userId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reward_spins where user_id = ${userId} and ist_day = ${istDay(now)}`,
  );
  return toNumber(row?.n);
}

export async function spinState(db: Database, userId: string, now: Date): Promise<SpinState> {
  const used = await spinsUsedToday(db, userId, now);
  const prizes = await activePrizes(db);
  const [lastSpin] = await listSpins(db, userId, sql`true`, 1);
  return {
    limitPerDay: SPINS_PER_IST_DAY,
    spinsUsedToday: used,
    spinsLeftToday: Math.max(0, SPINS_PER_IST_DAY - used),
    resetsAt: windowBounds(IST_DAY_WINDOW, now).resetAt.toISOString(),
    prizes: prizes.map((prize) => ({ id: prize.id, label: prize.label })),
    lastSpin: lastSpin ?? null,
  };
}

/**
 * POST v3 user/spin/trigger. The server draws the prize from the weights table. A retry with the
 * same Idempotency-Key answers the first spin again and uses no spin; the user row is locked, so
 * concurrent spins count one at a time against the daily limit. A coupon prize the user cannot
 * take (already holds it unused, per-user limit used up, coupon ended) is left out of the draw.
 */
export async function triggerSpin(
  app: FastifyInstance,
  userId: string,
  idempotencyKey: string,
  now: Date,
) {
  const { count } = await app.rateLimiter.hit(`rewards-spin:${userId}`, HOUR_WINDOW, now);
  if (count > SPIN_TRIGGERS_PER_HOUR)
    throw new AppError(HTTP.TOO_MANY_REQUESTS, 'TOO_MANY_SPINS', REWARDS_MESSAGES.tooManySpins);
  const result = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [previous] = await queryRows<{ id: string }>(
      tx,
      sql`select id from reward_spins where user_id = ${userId} and idempotency_key = ${idempotencyKey}`,
    );
    if (previous) return { spinId: previous.id, replayed: true };
    if ((await spinsUsedToday(tx, userId, now)) >= SPINS_PER_IST_DAY) {
      throw new AppError(HTTP.TOO_MANY_REQUESTS, 'SPIN_LIMIT_REACHED', REWARDS_MESSAGES.dailyLimit);
    }
    const prizes = await activePrizes(tx);
    const eligible: PrizeRow[] = [];
    for (const prize of prizes) {
      if (prize.weight <= 0) continue;
      if (prize.coupon_id && !(await canWin(tx, userId, prize.coupon_id, now))) continue;
      eligible.push(prize);
    }
    const total = eligible.reduce((sum, prize) => sum + prize.weight, 0);
    const fallback = prizes.find((prize) => prize.coupon_id === null);
    const prize = (total > 0 ? pickPrize(eligible, randomInt(0, total)) : null) ?? fallback;
    if (!prize) throw new AppError(HTTP.SERVICE_UNAVAILABLE, 'NO_PRIZES', 'The wheel is closed.');
    let rewardId: string | null = null;
    if (prize.coupon_id) {
      const coupon = (await findCoupon(tx, prize.coupon_id))!;
      const validUntil = new Date(
        Math.min(
          now.getTime() + SPIN_REWARD_VALID_DAYS * DAY_MS,
          new Date(coupon.valid_until).getTime(),
        ),
      );
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into user_rewards (user_id, coupon_id, source, status, valid_until, issued_at)
            values (${userId}, ${coupon.id}, 'spin', 'issued', ${validUntil.toISOString()}, ${now.toISOString()})
            returning id`,
      );
      rewardId = row!.id;
      await audit(tx, {
        userId,
        couponId: coupon.id,
        userRewardId: rewardId,
        action: 'issued',
        actor: userId,
        note: `spin ${prize.id}`,
        at: now,
      });
    }
    const [spin] = await queryRows<{ id: string }>(
      tx,
      sql`insert into reward_spins (user_id, idempotency_key, prize_id, user_reward_id, ist_day, spun_at)
          values (${userId}, ${idempotencyKey}, ${prize.id}, ${rewardId}, ${istDay(now)}, ${now.toISOString()})
          returning id`,
    );
    return { spinId: spin!.id, replayed: false };
  });
  const [spin] = await listSpins(app.db, userId, sql`s.id = ${result.spinId}`, 1);
  return { spin: spin!, replayed: result.replayed, state: await spinState(app.db, userId, now) };
}

async function canWin(tx: Tx, userId: string, couponId: string, now: Date): Promise<boolean> {
  const coupon = await findCoupon(tx, couponId);
  if (!coupon || windowProblem(coupon, now)) return false;
  if (coupon.total_limit !== null && toNumber(coupon.used) >= toNumber(coupon.total_limit))
    return false;
  const [open] = await rewardsOf(
    tx,
    userId,
    sql`coupon_id = ${couponId} and status in ('issued', 'opted_in', 'reserved')`,
  );
  if (open) return false;
  return (await userRedemptionCount(tx, userId, couponId)) < toNumber(coupon.per_user_limit);
}

// ---- Redemption at checkout (used by commerce through index.ts) ----

export type CheckoutKind = 'challan' | 'car-booking';

/**
 * Applies the user's opted-in coupon to an order being created (inside its transaction): checks
 * validity, checkout kind, minimum amount and the usage limits (coupon row locked), computes the
 * discount on the server and holds the reward for this order. Throws 422 with a field error.
 */
export async function reserveCoupon(
  tx: Tx,
  input: {
    userId: string;
    code: string;
    orderKind: string;
    orderRef: string;
    amountPaise: number;
    now: Date;
  },
): Promise<{ discountPaise: number; couponCode: string }> {
  const { userId, now } = input;
  const code = input.code.trim().toUpperCase();
  const found = await findCouponByCode(tx, code);
  if (!found || !found.active)
    throw unprocessable('COUPON_UNKNOWN', REWARDS_MESSAGES.unknownCoupon);
  const coupon = (await findCoupon(tx, found.id, true))!;
  const problem = windowProblem(coupon, now);
  if (problem) throw problem;
  if (input.orderKind !== 'challan' && input.orderKind !== 'car-booking')
    throw unprocessable('COUPON_WRONG_CHECKOUT', REWARDS_MESSAGES.wrongCheckout);
  if (coupon.client !== 'all' && coupon.client !== input.orderKind)
    throw unprocessable('COUPON_WRONG_CHECKOUT', REWARDS_MESSAGES.wrongCheckout);
  const [reward] = await rewardsOf(
    tx,
    userId,
    sql`coupon_id = ${coupon.id} and status in ('issued', 'opted_in', 'reserved')`,
  );
  if (!reward || reward.status !== 'opted_in') {
    if (reward?.status === 'reserved')
      throw conflict('COUPON_IN_USE', 'This coupon is held by another payment in progress.');
    throw unprocessable('COUPON_NOT_OPTED_IN', REWARDS_MESSAGES.notOptedIn);
  }
  if (new Date(reward.valid_until).getTime() <= now.getTime())
    throw unprocessable('COUPON_EXPIRED', REWARDS_MESSAGES.expired);
  if (input.amountPaise < toNumber(coupon.min_order_paise))
    throw unprocessable(
      'COUPON_MIN_ORDER',
      REWARDS_MESSAGES.minOrder(formatMoney(paise(toNumber(coupon.min_order_paise)))),
    );
  if ((await userRedemptionCount(tx, userId, coupon.id)) >= toNumber(coupon.per_user_limit))
    throw unprocessable('COUPON_USER_LIMIT', REWARDS_MESSAGES.perUserLimit);
  if (coupon.total_limit !== null && toNumber(coupon.used) >= toNumber(coupon.total_limit))
    throw unprocessable('COUPON_TOTAL_LIMIT', REWARDS_MESSAGES.totalLimit);
  const discountPaise = discountFor(coupon, input.amountPaise);
  if (discountPaise <= 0)
    throw unprocessable(
      'COUPON_MIN_ORDER',
      REWARDS_MESSAGES.minOrder(formatMoney(paise(MIN_PAYABLE_AFTER_DISCOUNT_PAISE + 1))),
    );
  await tx.execute(sql`
    insert into reward_redemptions (user_reward_id, user_id, coupon_id, order_kind, order_ref,
      discount_paise, status, created_at, updated_at)
    values (${reward.id}, ${userId}, ${coupon.id}, ${input.orderKind}, ${input.orderRef},
      ${discountPaise}, 'reserved', ${now.toISOString()}, ${now.toISOString()})`);
  await tx.execute(sql`update user_rewards set status = 'reserved' where id = ${reward.id}`);
  await audit(tx, {
    userId,
    couponId: coupon.id,
    userRewardId: reward.id,
    action: 'reserved',
    actor: userId,
    orderRef: input.orderRef,
    note: `discount ${discountPaise} paise`,
    at: now,
  });
  return { discountPaise, couponCode: coupon.code };
}

/** The discount in paise: flat or percent (floored, capped), never below ₹1 left to pay. */
export function discountFor(
  coupon: Pick<CouponRow, 'discount_kind' | 'discount_value' | 'max_discount_paise'>,
  amountPaise: number,
): number {
  let discount =
    coupon.discount_kind === 'flat'
      ? toNumber(coupon.discount_value)
      : Math.floor((amountPaise * toNumber(coupon.discount_value)) / 100);
  if (coupon.max_discount_paise !== null)
    discount = Math.min(discount, toNumber(coupon.max_discount_paise));
  return Math.max(0, Math.min(discount, amountPaise - MIN_PAYABLE_AFTER_DISCOUNT_PAISE));
}

interface RedemptionRow {
  id: string;
  user_reward_id: string;
  user_id: string;
  coupon_id: string;
  status: 'reserved' | 'redeemed' | 'released';
}

async function redemptionOf(tx: Tx, orderRef: string): Promise<RedemptionRow | null> {
  const [row] = await queryRows<RedemptionRow>(
    tx,
    sql`select id, user_reward_id, user_id, coupon_id, status from reward_redemptions
        where order_ref = ${orderRef} order by (status <> 'released') desc, created_at desc limit 1`,
  );
  return row ?? null;
}

/**
 * The order was paid: its coupon is redeemed (once; repeats change nothing). A capture that
 * arrives after the reservation was released is honoured when the reward is still unused.
 */
export async function confirmCoupon(tx: Tx, orderRef: string, now: Date): Promise<void> {
  const redemption = await redemptionOf(tx, orderRef);
  if (!redemption || redemption.status === 'redeemed') return;
  if (redemption.status === 'released') {
    const [reward] = await queryRows<{ status: string }>(
      tx,
      sql`select status from user_rewards where id = ${redemption.user_reward_id} for update`,
    );
    if (reward?.status !== 'opted_in') {
      await audit(tx, {
        userId: redemption.user_id,
        couponId: redemption.coupon_id,
        userRewardId: redemption.user_reward_id,
        action: 'redeemed',
        actor: 'system',
        orderRef,
        note: 'late payment after release; reward already used elsewhere, discount honoured',
        at: now,
      });
      return;
    }
  }
  await tx.execute(sql`
    update reward_redemptions set status = 'redeemed', updated_at = ${now.toISOString()}
    where id = ${redemption.id}`);
  await tx.execute(sql`
    update user_rewards set status = 'redeemed', redeemed_at = ${now.toISOString()}
    where id = ${redemption.user_reward_id}`);
  await audit(tx, {
    userId: redemption.user_id,
    couponId: redemption.coupon_id,
    userRewardId: redemption.user_reward_id,
    action: 'redeemed',
    actor: 'system',
    orderRef,
    at: now,
  });
}

/** The order failed, expired or was replaced: its reserved coupon goes back to the user. */
export async function releaseCoupon(
  tx: Tx,
  orderRef: string,
  reason: string,
  now: Date,
): Promise<void> {
  const redemption = await redemptionOf(tx, orderRef);
  if (!redemption || redemption.status !== 'reserved') return;
  await tx.execute(sql`
    update reward_redemptions set status = 'released', updated_at = ${now.toISOString()}
    where id = ${redemption.id}`);
  await tx.execute(sql`
    update user_rewards set status = 'opted_in'
    where id = ${redemption.user_reward_id} and status = 'reserved'`);
  await audit(tx, {
    userId: redemption.user_id,
    couponId: redemption.coupon_id,
    userRewardId: redemption.user_reward_id,
    action: 'released',
    actor: 'system',
    orderRef,
    note: reason,
    at: now,
  });
}

/** The audit trail of one user's coupons, oldest first (tests and support). */
export async function auditTrail(db: Database, userId: string) {
  return queryRows<{ action: string; actor: string; coupon_id: string; order_ref: string | null }>(
    db,
    sql`select action, actor, coupon_id, order_ref from reward_audit where user_id = ${userId} order by id`,
  );
}
