import { paths } from '../../lib/paths';

/** Spec §2: logging out on my-bookings or my-wishlist returns to the home page. */
const LEAVE_ON_LOGOUT = [paths.myBookings(), paths.wishlist()];

/** Where the browser goes after logout: home from those pages, else the same page reloaded. */
export function afterLogoutUrl(pathname: string, currentHref: string): string {
  return LEAVE_ON_LOGOUT.includes(pathname) ? paths.home() : currentHref;
}
