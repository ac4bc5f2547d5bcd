import { describe, expect, it } from 'vitest';
import { appointmentTimeline, loanTimeline } from './account-timelines';
import { bookingNextSteps } from './booking-next-steps';
import { BOOKING_STATUS_LABELS } from './inventory/account-dto';
import { ORDER_STATUS_LABELS } from './commerce';
import {
  bookingPurchaseStatus,
  listingPurchaseStatus,
  orderPurchaseStatus,
  PURCHASE_STATUS_LABELS,
} from './purchase-status';

describe('one purchase-status vocabulary', () => {
  it('maps a booking and its token order to one status', () => {
    expect(bookingPurchaseStatus('pending_payment', 'PAYMENT_PENDING')).toBe('payment-pending');
    expect(bookingPurchaseStatus('pending_payment', null)).toBe('payment-pending');
    expect(bookingPurchaseStatus('pending_payment', 'PAYMENT_FAILED')).toBe('payment-failed');
    expect(bookingPurchaseStatus('pending_payment', 'CANCELLED')).toBe('payment-failed');
    // The booking decides once it is closed, whatever its last order says.
    expect(bookingPurchaseStatus('expired', 'PAYMENT_FAILED')).toBe('expired');
    expect(bookingPurchaseStatus('reserved', 'PAID')).toBe('reserved');
    expect(bookingPurchaseStatus('cancelled', 'PAID')).toBe('cancelled');
  });

  it('maps orders and cars, and every label comes from the one map', () => {
    expect(orderPurchaseStatus('PAYMENT_FAILED')).toBe('payment-failed');
    expect(orderPurchaseStatus('REFUNDED')).toBe('refunded');
    expect(listingPurchaseStatus('reserved')).toBe('reserved');
    expect(ORDER_STATUS_LABELS.PAYMENT_FAILED).toBe(PURCHASE_STATUS_LABELS['payment-failed']);
    expect(BOOKING_STATUS_LABELS.pending_payment).toBe(PURCHASE_STATUS_LABELS['payment-pending']);
    expect(BOOKING_STATUS_LABELS.reserved).toBe(
      PURCHASE_STATUS_LABELS[listingPurchaseStatus('reserved')],
    );
  });
});

describe('what happens next after the token', () => {
  it('has no steps before the token is paid', () => {
    expect(bookingNextSteps('payment-pending')).toEqual([]);
    expect(bookingNextSteps('expired')).toEqual([]);
  });

  it('makes the call current, then the test drive once one is booked', () => {
    const steps = bookingNextSteps('reserved');
    expect(steps.map((step) => step.title)).toEqual([
      'Token paid',
      'Call from your relationship manager',
      'Test drive and delivery',
      'Documents',
      'Balance payment',
    ]);
    expect(steps.find((step) => step.state === 'current')?.id).toBe('rm-call');
    const later = bookingNextSteps('reserved', { testDriveScheduled: true });
    expect(later.find((step) => step.state === 'current')?.id).toBe('test-drive-delivery');
    expect(later.filter((step) => step.state === 'done')).toHaveLength(2);
  });
});

describe('account timelines', () => {
  const current = (steps: Array<{ id: string; state: string }>) =>
    steps.find((step) => step.state === 'current')?.id ?? null;

  it('follows a loan from application to disbursal', () => {
    expect(current(loanTimeline('PENDING'))).toBe('review');
    expect(current(loanTimeline('APPROVED'))).toBe('disbursed');
    expect(loanTimeline('REJECTED').map((step) => step.title)).toContain('Not approved');
    expect(current(loanTimeline('REJECTED'))).toBeNull();
    expect(loanTimeline('DISBURSED').every((step) => step.state === 'done')).toBe(true);
  });

  it('follows an inspection appointment', () => {
    expect(current(appointmentTimeline('scheduled'))).toBe('inspection');
    expect(current(appointmentTimeline('completed'))).toBe('offer');
    expect(appointmentTimeline('cancelled').map((step) => step.id)).toEqual([
      'booked',
      'cancelled',
    ]);
  });
});
