import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths (spec §2 routes, decision 0004)', () => {
  it('gives the public sections their spec URLs with trailing slashes', () => {
    expect(paths.home()).toBe('/');
    expect(paths.buyUsedCars()).toBe('/buy-used-cars/');
    expect(paths.sellUsedCars()).toBe('/sell-used-cars/');
    expect(paths.usedCarValuation()).toBe('/used-car-valuation/');
    expect(paths.trafficChallan()).toBe('/traffic-challan/');
    expect(paths.newCars()).toBe('/new-cars/');
    expect(paths.compareCars()).toBe('/new-cars/compare-cars/');
  });

  it('builds the canonical sell-city page', () => {
    expect(paths.sellUsedCarsInCity('new-delhi')).toBe('/sell-used-cars-new-delhi/');
  });

  it('adds an encoded fromSource to the loan page only when given', () => {
    expect(paths.usedCarLoan()).toBe('/used-car-loan/');
    expect(paths.usedCarLoan('/buy-used-cars/')).toBe(
      '/used-car-loan/?fromSource=%2Fbuy-used-cars%2F',
    );
  });

  it('points FAQ links at a section, buy by default', () => {
    expect(paths.faq()).toBe('/faq/#buy');
    expect(paths.faq('sell')).toBe('/faq/#sell');
  });

  it('keeps account pages without trailing slashes', () => {
    expect([
      paths.wishlist(),
      paths.myBookings(),
      paths.myOrders(),
      paths.rewards(),
      paths.profile(),
    ]).toEqual(['/wishlist', '/my-bookings', '/my-orders', '/rewards', '/profile']);
  });

  it('encodes the return address and source of the finance personal-details step', () => {
    expect(paths.financePersonalDetails('/buy-used-car/12?x=1&y=2', 'car detail')).toBe(
      '/used-car-loan/personal-details/?redirectTo=%2Fbuy-used-car%2F12%3Fx%3D1%26y%3D2&cfSource=car%20detail',
    );
  });
});
