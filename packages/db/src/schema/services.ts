import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, models } from './catalog';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Service-history reports a user unlocked (one per user and registration number). The report
 * itself is read from the service-history source each time; this row is the user's right to it.
 */
export const serviceHistoryUnlocks = pgTable(
  'service_history_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('service_history_unlocks_user_reg_key').on(table.userId, table.registrationNumber),
  ],
);

/** Scrap-a-car leads: the indicative value quoted is kept as it was shown. */
export const scrapRequests = pgTable(
  'scrap_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationNumber: text('registration_number').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    kerbWeightClass: text('kerb_weight_class').notNull(),
    ratePerKgPaise: integer('rate_per_kg_paise').notNull(),
    indicativeValuePaise: integer('indicative_value_paise').notNull(),
    status: text('status').notNull().default('NEW'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Answers to the scrap-car questions, by question id (migration 0021). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [index('scrap_requests_mobile_created_idx').on(table.mobile, table.createdAt)],
);

/** Pre-delivery inspection booking requests for a new car. */
export const pdiBookings = pgTable(
  'pdi_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    deliveryDate: date('delivery_date').notNull(),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('NEW'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('pdi_bookings_mobile_created_idx').on(table.mobile, table.createdAt)],
);
