// @vitest-environment jsdom
import {
  bookingPurchaseStatus,
  BOOKING_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  orderPurchaseStatus,
  PURCHASE_STATUS_LABELS,
} from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { PURCHASE_STATUS_LABEL_IDS, PurchaseStatusBadge } from './purchase-status-badge';

afterEach(cleanup);

describe('PurchaseStatusBadge', () => {
  it('says the same thing for a failed token payment on the order and the booking page', () => {
    render(
      <>
        <p data-testid="order">
          <PurchaseStatusBadge status={orderPurchaseStatus('PAYMENT_FAILED')} />
        </p>
        <p data-testid="booking">
          <PurchaseStatusBadge
            status={bookingPurchaseStatus('pending_payment', 'PAYMENT_FAILED')}
          />
        </p>
      </>,
    );
    expect(screen.getByTestId('order').textContent).toBe('Payment failed');
    expect(screen.getByTestId('booking').textContent).toBe('Payment failed');
  });

  it('shows an expired hold as Expired whatever the last payment attempt said', () => {
    render(<PurchaseStatusBadge status={bookingPurchaseStatus('expired', 'PAYMENT_FAILED')} />);
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('uses the one label map that order and booking labels come from', () => {
    render(<PurchaseStatusBadge status="reserved" />);
    expect(screen.getByText(BOOKING_STATUS_LABELS.reserved)).toBeTruthy();
    expect(ORDER_STATUS_LABELS.PAYMENT_PENDING).toBe(BOOKING_STATUS_LABELS.pending_payment);
  });
});

describe('PurchaseStatusBadge in Hindi', () => {
  it('has every shared label in the catalog, and shows it in Hindi', () => {
    expect(PURCHASE_STATUS_LABEL_IDS).toEqual(PURCHASE_STATUS_LABELS);
    render(
      <LocaleProvider locale="hi">
        <PurchaseStatusBadge status="paid" />
      </LocaleProvider>,
    );
    expect(screen.getByText('भुगतान हो गया')).toBeTruthy();
  });
});
