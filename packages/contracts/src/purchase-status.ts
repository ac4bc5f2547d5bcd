// Zod-free on purpose: the status badge and the timeline render in the browser.

/**
 * One status vocabulary for a purchase, shared by the order, the booking and the car (decision
 * 0141). Each of those keeps its own stored status; these functions map them onto this one list,
 * so the order page, the booking page and the car page never contradict each other.
 */
export const PURCHASE_STATUSES = [
  'available',
  'payment-pending',
  'payment-failed',
  'reserved',
  'paid',
  'expired',
  'cancelled',
  'refunded',
  'sold',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The one label map: every page shows a purchase status through it. */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  available: 'Available',
  'payment-pending': 'Payment pending',
  'payment-failed': 'Payment failed',
  reserved: 'Reserved',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  sold: 'Sold',
};

/** Colour family of a status badge: done, waiting, problem or closed. */
export type PurchaseStatusTone = 'success' | 'pending' | 'danger' | 'neutral';
export const PURCHASE_STATUS_TONES: Record<PurchaseStatus, PurchaseStatusTone> = {
  available: 'success',
  'payment-pending': 'pending',
  'payment-failed': 'danger',
  reserved: 'success',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'neutral',
  refunded: 'neutral',
  sold: 'neutral',
};

type OrderStatusCode = 'PAYMENT_PENDING' | 'PAID' | 'PAYMENT_FAILED' | 'CANCELLED' | 'REFUNDED';
type BookingStatusCode = 'pending_payment' | 'reserved' | 'cancelled' | 'expired';
type ListingStatusCode = 'available' | 'reserved' | 'sold';

/** An order on its own (challans, reports): its payment state. */
export function orderPurchaseStatus(status: OrderStatusCode): PurchaseStatus {
  switch (status) {
    case 'PAYMENT_PENDING':
      return 'payment-pending';
    case 'PAID':
      return 'paid';
    case 'PAYMENT_FAILED':
      return 'payment-failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'REFUNDED':
      return 'refunded';
  }
}

/**
 * A car reservation: the booking decides, its latest token order refines an open hold (a failed
 * attempt shows as failed while the hold still lets the buyer retry).
 */
export function bookingPurchaseStatus(
  booking: BookingStatusCode,
  order: OrderStatusCode | null,
): PurchaseStatus {
  switch (booking) {
    case 'reserved':
      return 'reserved';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'pending_payment':
      return order === 'PAYMENT_FAILED' || order === 'CANCELLED'
        ? 'payment-failed'
        : 'payment-pending';
  }
}

/** The car as everyone sees it; a held car (paid or not) is Reserved to other buyers. */
export function listingPurchaseStatus(status: ListingStatusCode): PurchaseStatus {
  return status;
}
