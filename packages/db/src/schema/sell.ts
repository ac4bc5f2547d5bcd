import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, makes, models, variants } from './catalog';
import { users } from './identity';
import { inventoryHubs } from './inventory';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Sell-car inspection appointments (migration 0007_sell.sql). `appointmentId` is the spec's short
 * number; `token` is the unguessable capability of the {token} paths (decision 0081).
 */
export const sellAppointments = pgTable(
  'sell_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: text('appointment_id')
      .notNull()
      .unique()
      .default(sql`nextval('sell_appointment_number_seq')::text`),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    registrationNumber: text('registration_number').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    year: smallint('year').notNull(),
    kmDriven: integer('km_driven').notNull(),
    owners: smallint('owners').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    indicativePricePaise: bigint('indicative_price_paise', { mode: 'number' }).notNull(),
    lowPaise: bigint('low_paise', { mode: 'number' }).notNull(),
    highPaise: bigint('high_paise', { mode: 'number' }).notNull(),
    /** home | branch */
    inspectionMode: text('inspection_mode').notNull(),
    branchId: integer('branch_id').references(() => inventoryHubs.id),
    address: text('address'),
    pincode: text('pincode'),
    slotStart: at('slot_start').notNull(),
    /** scheduled | cancelled | completed */
    status: text('status').notNull().default('scheduled'),
    // The sale after the inspection (migration 0010): who inspects, why it was cancelled, and
    // what the seller asked for and accepted.
    inspectorUserId: uuid('inspector_user_id').references(() => users.id),
    cancelReason: text('cancel_reason'),
    expectedPricePaise: bigint('expected_price_paise', { mode: 'number' }),
    saleFlow: text('sale_flow'),
    purchaseIntentAt: at('purchase_intent_at'),
    acceptedPricePaise: bigint('accepted_price_paise', { mode: 'number' }),
    acceptedSource: text('accepted_source'),
    acceptedDealerUserId: uuid('accepted_dealer_user_id').references(() => users.id),
    acceptedAt: at('accepted_at'),
    declinedAt: at('declined_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('sell_appointments_user_idx').on(table.userId, table.slotStart),
    // Migration 0010: an inspector's day and a city's slots.
    index('sell_appointments_inspector_idx').on(table.inspectorUserId, table.slotStart),
    index('sell_appointments_city_slot_idx').on(table.cityId, table.slotStart),
  ],
);

/** Seats taken per city and inspection slot; a check keeps booked within capacity. */
export const inspectionSlotBookings = pgTable(
  'inspection_slot_bookings',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slotStart: at('slot_start').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.slotStart] })],
);
