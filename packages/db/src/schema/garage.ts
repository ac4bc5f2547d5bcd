import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A vehicle a user saved in My Vehicles (migration 0022; decision 0131). */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    nickname: text('nickname'),
    smsReminders: boolean('sms_reminders').notNull().default(false),
    serviceIntervalMonths: integer('service_interval_months').notNull().default(6),
    lastServiceOn: date('last_service_on'),
    /** IST day of the last scheduled check (once a day per vehicle). */
    lastCheckedOn: date('last_checked_on'),
    lastCheckedAt: at('last_checked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.registrationNumber),
    index('garage_vehicles_check_idx').on(table.lastCheckedOn),
  ],
);

/** Challans known for a saved vehicle: present when added ('add') or found later ('check'). */
export const garageSeenChallans = pgTable(
  'garage_seen_challans',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => garageVehicles.id, { onDelete: 'cascade' }),
    challanNumber: text('challan_number').notNull(),
    foundBy: text('found_by').notNull(),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.challanNumber] })],
);

/** An SMS notice sent; (user, key) is unique so a notice is never sent twice. */
export const garageNotices = pgTable(
  'garage_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    noticeKey: text('notice_key').notNull(),
    body: text('body').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.noticeKey)],
);
