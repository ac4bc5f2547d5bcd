import { describe, expect, it } from 'vitest';
import { helpRouteName, helpWidgetVariant } from './help-visibility';

describe('help widget visibility (decision 0070)', () => {
  it.each([
    ['/', 'home', 'button'],
    ['/sell-used-cars/', 'sell-marketing', 'button'],
    ['/sell-used-cars-new-delhi/', 'sell-used-car', 'button'],
    ['/sell-used-car-mumbai/', 'sell-used-car', 'button'],
    ['/used-car-valuation/', 'used-car-evaluation', 'button'],
    ['/used-car-valuation', 'used-car-evaluation', 'button'],
    ['/why-us/', 'why-us', 'button'],
    ['/buy-used-cars/', 'buy-used-cars', 'bubble'],
    ['/buy-used-cars-bangalore/', 'buy-used-cars', 'bubble'],
    ['/used-car-loan/', 'used-car-loan', null],
  ] as const)('%s is %s: %s', (pathname, route, variant) => {
    expect(helpRouteName(pathname)).toBe(route);
    expect(helpWidgetVariant(pathname)).toBe(variant);
  });

  it.each([
    '/buy-used-car',
    '/buy-used-car/maruti-swift-2019-123/',
    '/traffic-challan/',
    '/wishlist',
    '/my-bookings',
    '/used-car-loan/personal-details/',
    '/faq/',
    '/sell-used-cars/extra/',
  ])('shows nothing on %s', (pathname) => {
    expect(helpWidgetVariant(pathname)).toBeNull();
  });
});
