/*
 * Inspections, auctions, bids, negotiations and dealer leads (migration 0010).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    cityId: integer('city_id').notNull(),
    round: smallint('round').notNull(),
    status: text('status').notNull(),
    reservePaise: bigint('reserve_paise', { mode: 'number' }).notNull(),
    startPricePaise: bigint('start_price_paise', { mode: 'number' }).notNull(),
    minIncrementPaise: bigint('min_increment_paise', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    bestBidPaise: bigint('best_bid_paise', { mode: 'number' }),
    bestDealerUserId: uuid('best_dealer_user_id'),
    bidCount: integer('bid_count').notNull().default(0),
    winnerUserId: uuid('winner_user_id'),
  },
  (table) => [
    index('auctions_city_status_idx').on(table.cityId, table.status, table.endsAt),
    uniqueIndex('auctions_one_live_idx')
      .on(table.appointmentId)
      .where(sql`(status = 'live'::text)`),
  ],
);

export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: uuid('auction_id').notNull(),
    dealerUserId: uuid('dealer_user_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('auction_bids_auction_idx').on(table.auctionId, table.amountPaise),
    index('auction_bids_dealer_idx').on(table.dealerUserId, table.createdAt),
  ],
);

export const auctionImpressions = pgTable(
  'auction_impressions',
  {
    auctionId: uuid('auction_id').notNull(),
    dealerUserId: uuid('dealer_user_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.auctionId, table.dealerUserId] })],
);

export const dealerLeads = pgTable(
  'dealer_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerUserId: uuid('dealer_user_id').notNull(),
    cityId: integer('city_id').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    appointmentId: uuid('appointment_id'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [index('dealer_leads_dealer_idx').on(table.dealerUserId, table.createdAt)],
);

export const inspections = pgTable('inspections', {
  appointmentId: uuid('appointment_id').primaryKey(),
  inspectorUserId: uuid('inspector_user_id').notNull(),
  status: text('status').notNull(),
  answers: jsonb('answers')
    .notNull()
    .default(sql`'{}'::jsonb`),
  odometerKm: integer('odometer_km'),
  vin: text('vin'),
  revision: integer('revision').notNull().default(0),
  offerPaise: bigint('offer_paise', { mode: 'number' }),
  deductions: jsonb('deductions'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});

export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').notNull(),
    checkpointKey: text('checkpoint_key'),
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    formats: text('formats')
      .array()
      .notNull()
      .default(sql`'{webp}'`),
    originalBytes: integer('original_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inspection_photos_appointment_idx').on(table.appointmentId, table.createdAt),
    uniqueIndex('inspection_photos_storage_key_idx').on(table.storageKey),
  ],
);

export const sellNegotiations = pgTable(
  'sell_negotiations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    auctionId: uuid('auction_id').notNull(),
    dealerUserId: uuid('dealer_user_id').notNull(),
    askedPaise: bigint('asked_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    counterPaise: bigint('counter_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sell_negotiations_one_open_idx')
      .on(table.appointmentId)
      .where(sql`(status = 'open'::text)`),
  ],
);
