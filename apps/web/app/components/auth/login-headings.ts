import type { LoginReason } from './frame-user';

/**
 * The login modal's heading for each reason (spec §2). The first four are the spec's words; the
 * others follow the same pattern (docs/decisions/0032-login-modal.md).
 */
export const LOGIN_HEADINGS: Record<LoginReason, string> = {
  continue: 'Log in to continue',
  'see-wishlist': 'Sign in to see your Wishlist',
  wishlist: 'Sign in to see your Wishlist',
  'view-bookings': 'Log in to view your bookings',
  'loan-eligibility': 'Log in to check your loan eligibility',
  'view-selections': 'Log in to view your selections',
  'book-test-drive': 'Log in to book a test drive',
  'service-history-report': 'Log in to get the service history report',
  'check-service-history-report': 'Log in to check the service history report',
  'notification-alert': 'Log in to set a notification alert',
  appointments: 'Log in to view your appointments',
  orders: 'Log in to view your orders',
  staff: 'Log in to the CarSetu staff console',
};

/** What happens after login depends on the heading (spec §4). */
export function afterLoginTarget(reason: LoginReason): 'finance' | 'wishlist' | 'stay' {
  const heading = LOGIN_HEADINGS[reason];
  if (heading === LOGIN_HEADINGS['loan-eligibility']) return 'finance';
  if (heading === LOGIN_HEADINGS['see-wishlist']) return 'wishlist';
  return 'stay';
}
