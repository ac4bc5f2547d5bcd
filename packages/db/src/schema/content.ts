import {
  bigserial,
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** SEO copy of a page by page key ('buy-used-car:pune', 'traffic-challan'); migration 0021. */
export const seoContent = pgTable('seo_content', {
  page: text('page').primaryKey(),
  heading: text('heading').notNull(),
  /** Plain-text paragraphs (rendered as text, never as HTML). */
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Each user's referral code (made on first ask). */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A visit that arrived with ?ref=CODE; one per code, device and day. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code')
      .notNull()
      .references(() => referralCodes.code, { onDelete: 'cascade' }),
    landingPath: text('landing_path').notNull(),
    deviceHash: text('device_hash').notNull(),
    visitedOn: date('visited_on').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.code, table.deviceHash, table.visitedOn)],
);

/** A partner's voucher handed to a user (one per user and partner). */
export const partnerVouchers = pgTable(
  'partner_vouchers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partner: text('partner').notNull(),
    code: text('code').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.partner] })],
);

/** Per-deployment HMAC keys by purpose (signed invoice links), made on first use. */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
