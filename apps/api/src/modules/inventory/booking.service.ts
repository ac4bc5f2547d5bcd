import { and, eq, inArray, lt, schema, sql, type Database } from '@carsetu/db';
import {
  BOOKING_PAYMENT_HOLD_MINUTES,
  BOOKING_TOKEN_AMOUNT_PAISE,
  bookingNextSteps,
  bookingPurchaseStatus,
  type Booking,
  type BookingStatus,
  type OrderStatus,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, HTTP, notFound } from '../../lib/errors';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import {
  addToCart,
  createOrder,
  getCart,
  isRetryableOrder,
  refundCapturedPayment,
  removeFromCart,
} from '../commerce';
import './booking-product';
import { findListingCardsByIds } from '../search';
import { toIso } from '../../lib/sql-rows';

const { bookings, listings } = schema;
type BookingRow = typeof bookings.$inferSelect;

const alreadyReserved = () =>
  conflict(
    'CAR_ALREADY_RESERVED',
    'This car has just been reserved by another buyer. Have a look at similar cars.',
  );

/**
 * Holds the car for this buyer (the database allows one live booking per car) and opens a
 * commerce order for the refundable token. The same idempotency key returns the same booking.
 */
export async function reserveCar(
  app: FastifyInstance,
  userId: string,
  listingId: number,
  idempotencyKey: string,
  now = new Date(),
  couponCode?: string,
): Promise<{ booking: Booking; checkoutUrl: string | null }> {
  const db = app.db;
  let booking: BookingRow;
  try {
    booking = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)));
      if (previous) return previous;
      const [car] = await tx
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, listingId))
        .for('update');
      if (!car || car.status === 'sold') throw notFound('This car is no longer available.');
      if (car.status !== 'available') throw alreadyReserved();
      const [row] = await tx
        .insert(bookings)
        .values({
          userId,
          listingId,
          idempotencyKey,
          status: 'pending_payment',
          tokenAmountPaise: BOOKING_TOKEN_AMOUNT_PAISE,
          holdExpiresAt: new Date(now.getTime() + BOOKING_PAYMENT_HOLD_MINUTES * 60_000),
        })
        .returning();
      await tx.update(listings).set({ status: 'reserved' }).where(eq(listings.id, listingId));
      return row!;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'bookings_one_live_per_listing')
      throw alreadyReserved();
    throw error;
  }
  if (booking.status !== 'pending_payment')
    return { booking: (await toBookings(db, [booking]))[0]!, checkoutUrl: null };

  // Only this booking's token in the cart: an older unpaid token would exceed the one-per-order limit.
  const cart = await getCart(db, userId, 'car-booking');
  for (const item of cart.items) {
    if (item.productUniqueIdentifier !== booking.id)
      await removeFromCart(db, userId, item.productUniqueIdentifier);
  }
  await addToCart(db, userId, [
    { productType: 'car-booking', productUniqueIdentifier: booking.id },
  ]);
  let order;
  try {
    order = await createOrder(app, userId, {
      idempotencyKey: `booking-${booking.id}`,
      productType: 'car-booking',
      productUniqueIdentifiers: [booking.id],
      consent: true,
      couponCode,
    });
  } catch (error) {
    // A coupon that cannot be used (decision 0128) must not leave the car held without a payment:
    // the hold is let go, so the buyer can reserve again without it.
    if (couponCode && error instanceof AppError && !booking.paymentReference)
      await cancelBooking(app, userId, booking.id);
    throw error;
  }
  const [updated] = await db
    .update(bookings)
    .set({ paymentReference: order.orderNumber, updatedAt: new Date() })
    .where(eq(bookings.id, booking.id))
    .returning();
  return {
    booking: (await toBookings(db, [updated!]))[0]!,
    checkoutUrl: order.payment?.checkoutUrl ?? null,
  };
}

/** Cancels a live booking, refunds a paid token and puts the car back on sale. */
export async function cancelBooking(
  app: FastifyInstance,
  userId: string,
  bookingId: string,
): Promise<Booking> {
  const db = app.db;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!booking) throw notFound('We could not find this booking.');
  if (booking.status !== 'pending_payment' && booking.status !== 'reserved') {
    throw new AppError(HTTP.CONFLICT, 'BOOKING_NOT_CANCELLABLE', 'This booking is already closed.');
  }
  const captured =
    booking.status === 'reserved' && booking.paymentReference
      ? await db
          .select({
            paymentId: schema.payments.gatewayPaymentId,
            amountPaise: schema.payments.amountPaise,
          })
          .from(schema.payments)
          .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
          .where(
            and(
              eq(schema.orders.orderNumber, booking.paymentReference),
              eq(schema.payments.status, 'captured'),
            ),
          )
      : [];
  const [closed] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        refundReference: captured[0]?.paymentId ?? null,
        updatedAt: new Date(),
      })
      .where(
        and(eq(bookings.id, bookingId), inArray(bookings.status, ['pending_payment', 'reserved'])),
      )
      .returning();
    if (rows.length > 0)
      await tx
        .update(listings)
        .set({ status: 'available' })
        .where(and(eq(listings.id, booking.listingId), eq(listings.status, 'reserved')));
    return rows;
  });
  if (!closed)
    throw new AppError(HTTP.CONFLICT, 'BOOKING_NOT_CANCELLABLE', 'This booking is already closed.');
  for (const payment of captured)
    await refundCapturedPayment(app, payment.paymentId, Number(payment.amountPaise));
  await removeFromCart(db, userId, booking.id);
  return (await toBookings(db, [closed]))[0]!;
}

/** Unpaid holds past their time go back on sale (run by the inventory job and before reads). */
export async function expireUnpaidBookings(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.status, 'pending_payment'), lt(bookings.holdExpiresAt, now)))
      .returning({ listingId: bookings.listingId });
    if (expired.length > 0) {
      await tx
        .update(listings)
        .set({ status: 'available' })
        .where(
          and(
            inArray(
              listings.id,
              expired.map((row) => row.listingId),
            ),
            eq(listings.status, 'reserved'),
          ),
        );
    }
    return expired.length;
  });
}

export async function getBooking(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<Booking> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw notFound('We could not find this booking.');
  return (await toBookings(db, [row]))[0]!;
}

export async function listBookings(db: Database, userId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(sql`created_at desc`);
  return toBookings(db, rows);
}

async function toBookings(db: Database, rows: BookingRow[]): Promise<Booking[]> {
  const cards = new Map(
    (await findListingCardsByIds(db, [...new Set(rows.map((row) => row.listingId))])).map(
      (card) => [card.id, card],
    ),
  );
  const orderNumbers = rows.flatMap((row) => (row.paymentReference ? [row.paymentReference] : []));
  const orders = new Map(
    (orderNumbers.length
      ? await db
          .select({
            orderNumber: schema.orders.orderNumber,
            status: schema.orders.status,
            failureReason: schema.orders.failureReason,
          })
          .from(schema.orders)
          .where(inArray(schema.orders.orderNumber, orderNumbers))
      : []
    ).map((order) => [order.orderNumber, order]),
  );
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const driven = new Set(
    (userIds.length
      ? await db
          .select({ userId: schema.testDrives.userId, listingId: schema.testDrives.listingId })
          .from(schema.testDrives)
          .where(
            and(
              inArray(schema.testDrives.userId, userIds),
              eq(schema.testDrives.status, 'scheduled'),
            ),
          )
      : []
    ).map((drive) => `${drive.userId}:${drive.listingId}`),
  );
  const now = Date.now();
  return rows.flatMap((row) => {
    const listing = cards.get(row.listingId);
    if (!listing) return [];
    const order = row.paymentReference ? orders.get(row.paymentReference) : undefined;
    const status = row.status as BookingStatus;
    const purchaseStatus = bookingPurchaseStatus(status, (order?.status as OrderStatus) ?? null);
    return [
      {
        id: row.id,
        listing,
        tokenAmountPaise: Number(row.tokenAmountPaise),
        status,
        purchaseStatus,
        canRetryPayment:
          status === 'pending_payment' &&
          row.holdExpiresAt.getTime() > now &&
          !!order &&
          isRetryableOrder(order),
        nextSteps: bookingNextSteps(purchaseStatus, {
          testDriveScheduled: driven.has(`${row.userId}:${row.listingId}`),
        }),
        paymentReference: row.paymentReference,
        refundReference: row.refundReference,
        holdExpiresAt: toIso(row.holdExpiresAt),
        createdAt: toIso(row.createdAt),
      },
    ];
  });
}
