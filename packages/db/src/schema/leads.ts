import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Request-a-call-back leads (spec §3 "Call-back request": phone, reason, language). A row is
 * written only after the phone passed a call-back OTP; lead agents work the open ones in the
 * order of `next_call_at` (migration 0020, docs/decisions/0129-lead-queue.md).
 */
export const callbackLeads = pgTable(
  'callback_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull().default(''),
    language: text('language').notNull(),
    /** NEW, CALLED, NOT_REACHABLE or CLOSED (LEAD_STATUSES in @carsetu/contracts). */
    status: text('status').notNull().default('NEW'),
    /** 'frame' (the site's call-back form) or 'lead-api' (server-to-server with the lead auth key). */
    channel: text('channel').notNull(),
    /** The logged-in user who asked from the site; null for server-to-server leads. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When an agent should call: inside operating hours, the next window for a late lead. */
    nextCallAt: timestamp('next_call_at', { withTimezone: true }).notNull(),
    /** Calls tried so far (an unanswered call moves the lead to a later window). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('callback_leads_phone_created_idx').on(table.phone, table.createdAt),
    index('callback_leads_queue_idx').on(table.status, table.nextCallAt),
  ],
);

/** What an agent did with a lead: the status they left it in and a note, oldest first. */
export const callbackLeadNotes = pgTable(
  'callback_lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => callbackLeads.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('callback_lead_notes_lead_idx').on(table.leadId, table.id)],
);
