import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cities, makes, models, variants } from './catalog';
import { users } from './identity';

/** Hubs where cars are parked and hub test drives happen; also the location service's zones. */
export const inventoryHubs = pgTable(
  'inventory_hubs',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
  },
  (table) => [index('inventory_hubs_city_idx').on(table.cityId)],
);

/** Partial-index predicate of the sort indexes: the listing never shows sold cars. */
const unsold = sql`status <> 'sold'`;

/**
 * One used car for sale. Body type, fuel, transmission and seats are copied from the catalog at
 * listing time so search filters never join (and a catalog edit does not rewrite a sold car).
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    hubId: integer('hub_id').references(() => inventoryHubs.id),
    year: smallint('year').notNull(),
    kmDriven: integer('km_driven').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** The first asking price; a lower pricePaise later is a price drop. */
    originalPricePaise: bigint('original_price_paise', { mode: 'number' }).notNull(),
    owners: smallint('owners').notNull(),
    colour: text('colour').notNull(),
    bodyType: text('body_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    seats: smallint('seats').notNull(),
    /** Registration state (MH) and RTO (MH12) of the car. */
    stateCode: text('state_code').notNull(),
    rtoCode: text('rto_code').notNull(),
    /** available | reserved | sold */
    status: text('status').notNull().default('available'),
    /** 0..100 from the inspection and the listing's completeness; the relevance sort. */
    qualityScore: smallint('quality_score').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index per sort order on unsold cars, with and without a city, ending on the id like
    // the ORDER BY: first and keyset pages read in index order (migration 0026, decision 0177).
    index('listings_city_relevance_idx')
      .on(table.cityId, table.qualityScore.desc(), table.id.desc())
      .where(unsold),
    index('listings_city_price_idx').on(table.cityId, table.pricePaise, table.id).where(unsold),
    index('listings_city_listed_idx')
      .on(table.cityId, table.listedAt.desc(), table.id.desc())
      .where(unsold),
    index('listings_city_km_idx').on(table.cityId, table.kmDriven, table.id).where(unsold),
    index('listings_city_year_idx')
      .on(table.cityId, table.year.desc(), table.id.desc())
      .where(unsold),
    index('listings_relevance_idx').on(table.qualityScore.desc(), table.id.desc()).where(unsold),
    index('listings_price_idx').on(table.pricePaise, table.id).where(unsold),
    index('listings_listed_idx').on(table.listedAt.desc(), table.id.desc()).where(unsold),
    index('listings_km_idx').on(table.kmDriven, table.id).where(unsold),
    index('listings_year_idx').on(table.year.desc(), table.id.desc()).where(unsold),
    index('listings_model_idx').on(table.modelId, table.pricePaise),
    index('listings_make_idx').on(table.makeId, table.pricePaise),
    // The market-price median (migration 0025, decision 0161).
    // Migration 0026 adds include (price_paise, id): the median reads no table rows.
    index('listings_market_idx').on(table.modelId, table.cityId, table.year).where(unsold),
    // Typed text matches a model or its variants: with listings_market_idx a BitmapOr
    // (migration 0028).
    index('listings_variant_idx').on(table.variantId, table.cityId).where(unsold),
    // The rows of a filtered city state: city-qualified filter tokens, GIN with fastupdate off
    // (migration 0029, decision 0181).
    index('listings_city_tokens_idx')
      .using(
        'gin',
        sql`listing_city_tokens(city_id, make_id, model_id, variant_id, price_paise, year, km_driven, fuel_type, transmission, body_type, owners, colour, seats, state_code, rto_code)`,
      )
      .where(unsold),
    // A city's cars by make and price, covering every filter column (migration 0032, decision
    // 0188): the facets of a city and a make are counted from the index alone.
    index('listings_city_make_facets_idx')
      .on(table.cityId, table.makeId, table.pricePaise)
      .where(unsold),
  ],
);

/** The inspection report of a listing: overall rating and checkpoints grouped by area. */
export const listingInspections = pgTable('listing_inspections', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  overallRating: real('overall_rating').notNull(),
  /** [{ group, rating, checkpoints: [{ name, status: ok|attention|defect, note }] }] */
  report: jsonb('report').notNull(),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('wishlist_items_listing_idx').on(table.listingId),
  ],
);

/** "Set notification alert": tell the user when a saved car's price drops below this price. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    pricePaiseAtSet: bigint('price_paise_at_set', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] })],
);

export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    /** home | hub */
    mode: text('mode').notNull(),
    hubId: integer('hub_id').references(() => inventoryHubs.id),
    address: text('address'),
    pincode: text('pincode'),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    /** scheduled | cancelled */
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_drives_user_idx').on(table.userId),
    uniqueIndex('test_drives_one_per_slot')
      .on(table.listingId, table.slotStart)
      .where(sql`status = 'scheduled'`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id),
    tokenAmountPaise: bigint('token_amount_paise', { mode: 'number' }).notNull(),
    /** pending_payment | reserved | cancelled | expired */
    status: text('status').notNull(),
    /** The commerce order paying the token, and its refund once cancelled. */
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId),
    // One buyer at a time per car: the database refuses a second live booking.
    uniqueIndex('bookings_one_live_per_listing')
      .on(table.listingId)
      .where(sql`status in ('pending_payment', 'reserved')`),
    uniqueIndex('bookings_idempotency').on(table.userId, table.idempotencyKey),
  ],
);
