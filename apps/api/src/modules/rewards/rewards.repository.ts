import { formatMoney, paise } from '@carsetu/contracts';
import type { Coupon, Spin, UserReward } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { queryRows, toIso, toNumber } from '../../lib/sql-rows';

/** A transaction handle or the database. */
export type Tx = Database;

export interface CouponRow {
  id: string;
  code: string;
  type: 'COUPON' | 'OFFER';
  client: 'challan' | 'car-booking' | 'all';
  title: string;
  description: string;
  how_to_use: string;
  discount_kind: 'flat' | 'percent';
  discount_value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  valid_from: string | Date;
  valid_until: string | Date;
  per_user_limit: number;
  total_limit: number | null;
  spin_only: boolean;
  active: boolean;
  used: number;
}

export interface UserRewardRow {
  id: string;
  user_id: string;
  coupon_id: string;
  source: 'spin' | 'opt_in';
  status: 'issued' | 'opted_in' | 'reserved' | 'redeemed';
  valid_until: string | Date;
  issued_at: string | Date;
  opted_in_at: string | Date | null;
  redeemed_at: string | Date | null;
}

/** Coupons with how many live (reserved or redeemed) redemptions they have. */
export const couponSelect = sql`
  select c.*, (select count(*)::int from reward_redemptions r
               where r.coupon_id = c.id and r.status in ('reserved', 'redeemed')) as used
  from reward_coupons c`;

export function discountText(coupon: CouponRow): string {
  if (coupon.discount_kind === 'flat') return `${formatMoney(paise(coupon.discount_value))} off`;
  const cap = coupon.max_discount_paise
    ? ` (up to ${formatMoney(paise(toNumber(coupon.max_discount_paise)))})`
    : '';
  return `${coupon.discount_value}% off${cap}`;
}

export function couponView(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    client: row.client,
    title: row.title,
    description: row.description,
    howToUse: row.how_to_use,
    discountText: discountText(row),
    minOrderPaise: toNumber(row.min_order_paise),
    validFrom: toIso(row.valid_from),
    validUntil: toIso(row.valid_until),
    perUserLimit: toNumber(row.per_user_limit),
    remaining:
      row.total_limit === null ? null : Math.max(0, toNumber(row.total_limit) - toNumber(row.used)),
  };
}

export function rewardView(row: UserRewardRow, coupon: CouponRow, now: Date): UserReward {
  const expired =
    (row.status === 'issued' || row.status === 'opted_in') &&
    new Date(row.valid_until).getTime() <= now.getTime();
  return {
    id: row.id,
    coupon: couponView(coupon),
    source: row.source,
    status: expired ? 'expired' : row.status,
    validUntil: toIso(row.valid_until),
    issuedAt: toIso(row.issued_at),
    optedInAt: row.opted_in_at ? toIso(row.opted_in_at) : null,
    redeemedAt: row.redeemed_at ? toIso(row.redeemed_at) : null,
  };
}

export async function findCoupon(db: Tx, id: string, lock = false): Promise<CouponRow | null> {
  if (lock) await db.execute(sql`select id from reward_coupons where id = ${id} for update`);
  const [row] = await queryRows<CouponRow>(db, sql`${couponSelect} where c.id = ${id}`);
  return row ?? null;
}

export async function findCouponByCode(db: Tx, code: string): Promise<CouponRow | null> {
  const [row] = await queryRows<CouponRow>(db, sql`${couponSelect} where c.code = ${code}`);
  return row ?? null;
}

export async function listCoupons(db: Tx, where: ReturnType<typeof sql>): Promise<CouponRow[]> {
  return queryRows<CouponRow>(db, sql`${couponSelect} where ${where} order by c.valid_until, c.id`);
}

/** Live redemptions (reserved or redeemed) of a coupon by one user. */
export async function userRedemptionCount(db: Tx, userId: string, couponId: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reward_redemptions
        where user_id = ${userId} and coupon_id = ${couponId} and status in ('reserved', 'redeemed')`,
  );
  return toNumber(row?.n);
}

export async function audit(
  db: Tx,
  entry: {
    userId: string;
    couponId: string;
    userRewardId: string | null;
    action: 'issued' | 'opted_in' | 'reserved' | 'redeemed' | 'released';
    actor: string;
    orderRef?: string | null;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.execute(sql`
    insert into reward_audit (user_id, coupon_id, user_reward_id, action, actor, order_ref, note, at)
    values (${entry.userId}, ${entry.couponId}, ${entry.userRewardId}, ${entry.action},
            ${entry.actor}, ${entry.orderRef ?? null}, ${entry.note ?? null}, ${entry.at.toISOString()})`);
}

interface SpinRow {
  id: string;
  prize_id: string;
  label: string;
  coupon_id: string | null;
  user_reward_id: string | null;
  code: string | null;
  spun_at: string | Date;
}

export function spinView(row: SpinRow): Spin {
  return {
    id: row.id,
    prizeId: row.prize_id,
    label: row.label,
    won: row.coupon_id !== null,
    rewardId: row.user_reward_id,
    couponCode: row.code,
    spunAt: toIso(row.spun_at),
  };
}

export async function listSpins(db: Tx, userId: string, where = sql`true`, limit = 20) {
  const rows = await queryRows<SpinRow>(
    db,
    sql`select s.id, s.prize_id, p.label, p.coupon_id, s.user_reward_id, c.code, s.spun_at
        from reward_spins s
        join reward_spin_prizes p on p.id = s.prize_id
        left join reward_coupons c on c.id = p.coupon_id
        where s.user_id = ${userId} and ${where}
        order by s.spun_at desc, s.id limit ${limit}`,
  );
  return rows.map(spinView);
}
