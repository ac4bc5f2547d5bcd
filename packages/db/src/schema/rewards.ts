/*
 * Coupons, rewards and the spin wheel (migration 0019, decision 0128).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const rewardAudit = pgTable(
  'reward_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    couponId: text('coupon_id').notNull(),
    userRewardId: uuid('user_reward_id'),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    orderRef: text('order_ref'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reward_audit_user_idx').on(table.userId, table.at)],
);

export const rewardClientMappings = pgTable(
  'reward_client_mappings',
  {
    userId: uuid('user_id').notNull(),
    client: text('client').notNull(),
    mappedAt: timestamp('mapped_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.client] })],
);

export const rewardCouponFaqs = pgTable(
  'reward_coupon_faqs',
  {
    couponId: text('coupon_id').notNull(),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.position] })],
);

export const rewardCoupons = pgTable('reward_coupons', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  type: text('type').notNull(),
  client: text('client').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  howToUse: text('how_to_use').notNull(),
  discountKind: text('discount_kind').notNull(),
  discountValue: integer('discount_value').notNull(),
  maxDiscountPaise: integer('max_discount_paise'),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  totalLimit: integer('total_limit'),
  spinOnly: boolean('spin_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userRewardId: uuid('user_reward_id').notNull(),
    userId: uuid('user_id').notNull(),
    couponId: text('coupon_id').notNull(),
    orderKind: text('order_kind').notNull(),
    orderRef: text('order_ref').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('reward_redemptions_order_uq')
      .on(table.orderRef)
      .where(sql`(status = ANY (ARRAY['reserved'::text, 'redeemed'::text]))`),
    uniqueIndex('reward_redemptions_live_reward_uq')
      .on(table.userRewardId)
      .where(sql`(status = ANY (ARRAY['reserved'::text, 'redeemed'::text]))`),
    index('reward_redemptions_coupon_idx')
      .on(table.couponId, table.userId)
      .where(sql`(status = ANY (ARRAY['reserved'::text, 'redeemed'::text]))`),
  ],
);

export const rewardSpinPrizes = pgTable('reward_spin_prizes', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  couponId: text('coupon_id'),
  weight: integer('weight').notNull(),
  position: smallint('position').notNull(),
  active: boolean('active').notNull().default(true),
});

export const rewardSpins = pgTable(
  'reward_spins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    prizeId: text('prize_id').notNull(),
    userRewardId: uuid('user_reward_id'),
    istDay: date('ist_day').notNull(),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reward_spins_user_day_idx').on(table.userId, table.istDay)],
);

export const userRewards = pgTable(
  'user_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    couponId: text('coupon_id').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [
    index('user_rewards_user_idx').on(table.userId, table.issuedAt),
    uniqueIndex('user_rewards_one_open_uq')
      .on(table.userId, table.couponId)
      .where(sql`(status = ANY (ARRAY['issued'::text, 'opted_in'::text, 'reserved'::text]))`),
  ],
);
