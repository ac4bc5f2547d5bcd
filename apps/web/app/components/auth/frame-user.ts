/** The logged-in user as the frame sees it (spec §3 "User (frame state)"). */
export interface FrameUser {
  name: string;
  isLoggedIn: boolean;
  isFetched: boolean;
  mobile: string;
  email: string;
  userId: string;
  /** Not the session token itself (that stays in the httpOnly cookie): a per-session CSRF-style token for private browser calls. */
  secureToken: string;
}

/** Why the login modal opened; each has its heading (spec §2, identity module). */
export type LoginReason =
  | 'continue'
  | 'view-selections'
  | 'book-test-drive'
  | 'loan-eligibility'
  | 'service-history-report'
  | 'check-service-history-report'
  | 'view-bookings'
  | 'see-wishlist'
  | 'wishlist'
  | 'notification-alert'
  | 'appointments'
  | 'staff'
  | 'orders';
