import {
  BOOKING_PAYMENT_HOLD_MINUTES,
  BOOKING_TOKEN_AMOUNT_PAISE,
  bookingPurchaseStatus,
  type BookingStatus,
  type OrderStatus,
} from '@carsetu/contracts';
import { and, eq, inArray, schema } from '@carsetu/db';
import { AppError, HTTP } from '../../lib/errors';
import { registerProductHandler } from '../commerce';
import { findListingCard } from '../car-detail';

const { bookings } = schema;

/**
 * The refundable booking token is sold through commerce as product 'car-booking'. Its
 * productUniqueIdentifier is the booking id, not the listing id: commerce allows one paid order
 * per identifier forever, and a car can be booked again after a cancellation.
 */
registerProductHandler({
  productType: 'car-booking',
  maxItemsPerOrder: 1,
  convenienceFeePaise: () => 0,
  async resolveItem(tx, { userId, productUniqueIdentifier }) {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, productUniqueIdentifier), eq(bookings.userId, userId)));
    if (
      !booking ||
      booking.status !== 'pending_payment' ||
      booking.holdExpiresAt.getTime() < Date.now()
    ) {
      throw new AppError(
        HTTP.CONFLICT,
        'BOOKING_NOT_PAYABLE',
        'This reservation has expired. Please reserve the car again.',
      );
    }
    const car = await findListingCard(tx, booking.listingId);
    return {
      title: `Refundable booking token: ${car?.title ?? `car ${booking.listingId}`}`,
      amountPaise: BOOKING_TOKEN_AMOUNT_PAISE,
      metadata: { bookingId: booking.id, listingId: booking.listingId },
    };
  },
  /**
   * A retry of a failed token payment gets a fresh hold (decision 0140), so the car is not put
   * back on sale while the buyer is paying for it.
   */
  async onPaymentRetry(tx, _order, items) {
    await tx
      .update(bookings)
      .set({
        holdExpiresAt: new Date(Date.now() + BOOKING_PAYMENT_HOLD_MINUTES * 60_000),
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(
            bookings.id,
            items.map((item) => item.productUniqueIdentifier),
          ),
          eq(bookings.status, 'pending_payment'),
        ),
      );
  },
  /** The token order shows its booking's status, so the two pages never disagree. */
  async purchaseStatus(db, order, items) {
    const id = items[0]?.productUniqueIdentifier;
    if (!id) return null;
    const [booking] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, id));
    return booking
      ? bookingPurchaseStatus(booking.status as BookingStatus, order.status as OrderStatus)
      : null;
  },
  async onOrderPaid(tx, order, items) {
    for (const item of items) {
      await tx
        .update(bookings)
        .set({ status: 'reserved', paymentReference: order.orderNumber, updatedAt: new Date() })
        .where(
          and(
            eq(bookings.id, item.productUniqueIdentifier),
            eq(bookings.status, 'pending_payment'),
          ),
        );
    }
  },
});
