/*
 * From an accepted price to a car bought, paid for and relisted (migrations 0011, 0012, 0015).
 * Generated from the migrated database (columns, types, nullability, defaults, indexes) and
 * kept in step by the schema drift test (src/schema-drift.test.ts, decision 0134). Foreign keys
 * live in the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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

export const sellPayouts = pgTable(
  'sell_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountLast4: text('account_last4'),
    ifsc: text('ifsc'),
    status: text('status').notNull(),
    channel: text('channel').notNull().default('bank'),
    providerReference: text('provider_reference'),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    generation: integer('generation').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('sell_payouts_open_idx')
      .on(table.status)
      .where(sql`(status = ANY (ARRAY['queued'::text, 'processing'::text]))`),
  ],
);

export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  accountLast4: text('account_last4'),
  referenceId: text('reference_id').notNull(),
  status: text('status').notNull(),
  utr: text('utr'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export const sellPayoutWebhookEvents = pgTable('sell_payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  providerReference: text('provider_reference').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export const sellPickups = pgTable(
  'sell_pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    cityId: integer('city_id').notNull(),
    runnerUserId: uuid('runner_user_id'),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    status: text('status').notNull(),
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    qc: jsonb('qc'),
    qcAt: timestamp('qc_at', { withTimezone: true }),
    proceededAt: timestamp('proceeded_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sell_pickups_city_slot_idx')
      .on(table.cityId, table.slotStart)
      .where(sql`(status <> 'cancelled'::text)`),
    index('sell_pickups_runner_day_idx').on(table.runnerUserId, table.slotStart),
    uniqueIndex('sell_pickups_one_open_idx')
      .on(table.appointmentId)
      .where(sql`(status <> 'cancelled'::text)`),
  ],
);

export const sellPurchaseRequests = pgTable('sell_purchase_requests', {
  appointmentId: uuid('appointment_id').primaryKey(),
  shapeVersion: smallint('shape_version').notNull(),
  status: text('status').notNull(),
  channel: text('channel').notNull().default('online'),
  pickupPreference: text('pickup_preference').notNull().default('home'),
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
  offlineReference: text('offline_reference'),
  offlineBranch: text('offline_branch'),
  cancelReason: text('cancel_reason'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  initiatedAt: timestamp('initiated_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

export const sellRcTransfers = pgTable('sell_rc_transfers', {
  appointmentId: uuid('appointment_id').primaryKey(),
  status: text('status').notNull(),
  rtoCode: text('rto_code').notNull(),
  formsSignedOn: date('forms_signed_on').notNull(),
  filedOn: date('filed_on'),
  transferredOn: date('transferred_on'),
  liabilityEndsAt: timestamp('liability_ends_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const sellRelistings = pgTable('sell_relistings', {
  appointmentId: uuid('appointment_id').primaryKey(),
  status: text('status').notNull(),
  listingId: integer('listing_id'),
  boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
  listedAt: timestamp('listed_at', { withTimezone: true }),
});

export const listingPhotos = pgTable(
  'listing_photos',
  {
    listingId: integer('listing_id').notNull(),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    caption: text('caption').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.position] })],
);

export const sellBankAccounts = pgTable('sell_bank_accounts', {
  appointmentId: uuid('appointment_id').primaryKey(),
  holderName: text('holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  registeredName: text('registered_name'),
  status: text('status').notNull(),
  reference: text('reference').notNull(),
  attempts: integer('attempts').notNull().default(1),
  attemptsDay: date('attempts_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const sellLoanDetails = pgTable('sell_loan_details', {
  appointmentId: uuid('appointment_id').primaryKey(),
  hasLoan: boolean('has_loan').notNull(),
  lender: text('lender'),
  outstandingPaise: bigint('outstanding_paise', { mode: 'number' }),
  accountLast4: text('account_last4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
