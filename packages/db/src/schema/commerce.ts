import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per product in a user's cart; amounts are resolved by the server, never the client. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productUniqueIdentifier: text('product_unique_identifier').notNull(),
    title: text('title').notNull(),
    amountPaise: money('amount_paise'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_product_uq').on(
      table.userId,
      table.productType,
      table.productUniqueIdentifier,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productType: text('product_type').notNull(),
    /** PAYMENT_PENDING | PAID | PAYMENT_FAILED | CANCELLED | REFUNDED */
    status: text('status').notNull(),
    itemsTotalPaise: money('items_total_paise'),
    convenienceFeePaise: money('convenience_fee_paise'),
    gstPaise: money('gst_paise'),
    /** Coupon discount (decision 0128); totalPaise is after it. */
    discountPaise: money('discount_paise').default(0),
    totalPaise: money('total_paise'),
    /** The rewards coupon code applied at checkout, if any (decision 0128). */
    couponCode: text('coupon_code'),
    consent: boolean('consent').notNull(),
    source: text('source'),
    deviceType: text('device_type'),
    gaId: text('ga_id'),
    isWebView: boolean('is_web_view'),
    /** The my-challans whatsappConsent (spec §3): updates about this order on WhatsApp. */
    whatsappConsent: boolean('whatsapp_consent'),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').unique(),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    productUniqueIdentifier: text('product_unique_identifier').notNull(),
    title: text('title').notNull(),
    amountPaise: money('amount_paise'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * True while the order is open or paid: holds the product against a second open order (not for
     * challans, where the first payment wins and the other open orders are voided).
     */
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // Challans are not held exclusively (migration 0100, decision 0266): the first payment wins.
    uniqueIndex('order_items_active_product_uq')
      .on(table.productType, table.productUniqueIdentifier)
      .where(sql`is_active and product_type <> 'challan'`),
  ],
);

/** The paid-at-most-once ledger: the primary key is the invariant. */
export const settledProducts = pgTable(
  'settled_products',
  {
    productType: text('product_type').notNull(),
    productUniqueIdentifier: text('product_unique_identifier').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productType, table.productUniqueIdentifier] })],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

/**
 * One row per retry of an order's payment (decision 0140): the key makes a retry idempotent and
 * the replaced gateway order id keeps a late capture of the earlier attempt findable.
 */
export const orderPaymentAttempts = pgTable(
  'order_payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    replacedGatewayOrderId: text('replaced_gateway_order_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_payment_attempts_key_uq').on(table.orderId, table.idempotencyKey),
    index('order_payment_attempts_gateway_idx').on(table.replacedGatewayOrderId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
    /** captured | failed | refunded */
    status: text('status').notNull(),
    amountPaise: money('amount_paise'),
    method: text('method'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
);

/** Webhook de-duplication: an event id is processed once. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * The sandbox payment gateway's own books (it plays the outside service, so it keeps its own
 * tables and survives restarts like the real one would).
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: money('amount_paise'),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  /** created | attempted | paid */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    /** captured | failed | refunded */
    status: text('status').notNull(),
    amountPaise: money('amount_paise'),
    method: text('method').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_gateway_payments_order_idx').on(table.orderId)],
);
