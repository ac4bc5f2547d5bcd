import { msg } from '../../lib/i18n';
import type { LoginReason } from './frame-user';

/**
 * The login modal's heading for each reason (spec §2). The first four are the spec's words; the
 * others follow the same pattern (docs/decisions/0032-login-modal.md).
 */
export const LOGIN_HEADINGS: Record<LoginReason, string> = {
  continue: msg('Log in to continue'),
  'see-wishlist': msg('Sign in to see your Wishlist'),
  wishlist: msg('Sign in to see your Wishlist'),
  'view-bookings': msg('Log in to view your bookings'),
  'loan-eligibility': msg('Log in to check your loan eligibility'),
  'view-selections': msg('Log in to view your selections'),
  'book-test-drive': msg('Log in to book a test drive'),
  'service-history-report': msg('Log in to get the service history report'),
  'check-service-history-report': msg('Log in to check the service history report'),
  'notification-alert': msg('Log in to set a notification alert'),
  appointments: msg('Log in to view your appointments'),
  orders: msg('Log in to view your orders'),
  staff: msg('Log in to the CarSetu staff console'),
};

/** What happens after login depends on the heading (spec §4). */
export function afterLoginTarget(reason: LoginReason): 'finance' | 'wishlist' | 'stay' {
  const heading = LOGIN_HEADINGS[reason];
  if (heading === LOGIN_HEADINGS['loan-eligibility']) return 'finance';
  if (heading === LOGIN_HEADINGS['see-wishlist']) return 'wishlist';
  return 'stay';
}
