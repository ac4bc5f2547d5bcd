// @vitest-environment jsdom
import { priceBreakup } from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChallanStatusBadge } from '../challans/challan-status-badge';
import { PriceBreakupTable } from './price-breakup';

afterEach(cleanup);

/** The term/definition pairs of the table, as a reader hears them. */
function rows() {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('PriceBreakupTable', () => {
  it('shows fines, fee, 18% GST on the fee and the total in rupees', () => {
    render(<PriceBreakupTable breakup={priceBreakup(1_50_000, 5_000)} />);
    expect(rows()).toEqual([
      ['Challan amount', '₹ 1,500'],
      ['Convenience fee', '₹ 50'],
      ['GST (18% on fee)', '₹ 9'],
      ['Total', '₹ 1,559'],
    ]);
  });

  it('names the items as the page asks', () => {
    render(<PriceBreakupTable breakup={priceBreakup(10_000, 0)} itemsLabel="Report price" />);
    expect(rows()[0]).toEqual(['Report price', '₹ 100']);
  });

  it('shows a coupon discount as a minus line with its code', () => {
    const breakup = {
      ...priceBreakup(1_00_000, 2_500),
      discountPaise: 2_000,
      couponCode: 'SAVE20',
      totalPaise: 1_00_950,
    };
    render(<PriceBreakupTable breakup={breakup} />);
    expect(rows()).toContainEqual(['Coupon SAVE20', '−₹ 20']);
    expect(rows().at(-1)).toEqual(['Total', '₹ 1,009.50']);
  });

  it('leaves out the coupon line without a discount', () => {
    render(<PriceBreakupTable breakup={{ ...priceBreakup(1_00_000, 2_500), discountPaise: 0 }} />);
    expect(rows().some(([term]) => term?.startsWith('Coupon'))).toBe(false);
    expect(rows()).toHaveLength(4);
  });
});

describe('status badges', () => {
  it('colours challan statuses by meaning and shows their label', () => {
    render(
      <>
        <ChallanStatusBadge status="pending" label="Pending" />
        <ChallanStatusBadge status="virtual-court" label="Virtual court" />
      </>,
    );
    expect(screen.getByText('Pending').className).toContain('bg-amber-100');
    expect(screen.getByText('Virtual court').className).toContain('bg-purple-100');
  });
});
