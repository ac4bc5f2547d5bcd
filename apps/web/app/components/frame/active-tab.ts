/**
 * Which header section is highlighted (spec §2 "Header behaviour"): Buy on used-car routes, Sell on
 * home and the sell pages, Finance (value 'Loan') on the car-loan page. Active tab values: Buy,
 * Sell, Loan. Works on the URL path because route names are not visible to the frame.
 */
export type ActiveTab = 'Buy' | 'Sell' | 'Loan';

/** Path prefixes of the route names buy-used-cars(-home), car-listing, car-detail, car-details-checkout, myBookings/my-bookings, my-wishlist. */
const BUY_PREFIXES = [
  '/buy-used-car',
  '/buy-used-',
  '/car-details-checkout',
  '/wishlist',
  '/my-bookings',
];
/** Route names sell-marketing, sell-used-car, sell-online, used-car-evaluation. */
const SELL_PREFIXES = ['/sell-used-car', '/sell-online', '/used-car-valuation'];
const LOAN_PREFIXES = ['/used-car-loan'];

function startsWithAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export function activeTab(pathname: string): ActiveTab | null {
  const path = pathname.toLowerCase();
  if (path === '/' || path === '') return 'Sell';
  if (startsWithAny(path, LOAN_PREFIXES)) return 'Loan';
  if (startsWithAny(path, SELL_PREFIXES)) return 'Sell';
  if (startsWithAny(path, BUY_PREFIXES)) return 'Buy';
  return null;
}
