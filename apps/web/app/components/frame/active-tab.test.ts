import { describe, expect, it } from 'vitest';
import { activeTab } from './active-tab';

describe('activeTab', () => {
  it.each([
    ['/buy-used-cars/', 'Buy'],
    ['/buy-used-car', 'Buy'],
    ['/buy-used-honda-city-2019-cars-new-delhi-1042/', 'Buy'],
    ['/car-details-checkout/1042/', 'Buy'],
    ['/wishlist', 'Buy'],
    ['/my-bookings', 'Buy'],
    ['/', 'Sell'],
    ['/sell-used-cars/', 'Sell'],
    ['/sell-used-cars-mumbai/', 'Sell'],
    ['/used-car-valuation/', 'Sell'],
    ['/used-car-loan/', 'Loan'],
    ['/used-car-loan/personal-details/', 'Loan'],
  ] as const)('%s is %s', (pathname, expected) => {
    expect(activeTab(pathname)).toBe(expected);
  });

  it.each(['/faq/', '/traffic-challan/', '/new-cars/', '/my-orders', '/terms-and-conditions'])(
    '%s highlights nothing',
    (pathname) => {
      expect(activeTab(pathname)).toBeNull();
    },
  );
});
