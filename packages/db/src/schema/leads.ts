import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Request-a-call-back leads (spec §3 "Call-back request": phone, reason, language). A row is
 * written only after the phone passed a call-back OTP; agents pick up rows in status NEW.
 */
export const callbackLeads = pgTable(
  'callback_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull().default(''),
    language: text('language').notNull(),
    status: text('status').notNull().default('NEW'),
    /** 'frame' (the site's call-back form) or 'lead-api' (server-to-server with the lead auth key). */
    channel: text('channel').notNull(),
    /** The logged-in user who asked from the site; null for server-to-server leads. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('callback_leads_phone_created_idx').on(table.phone, table.createdAt)],
);
