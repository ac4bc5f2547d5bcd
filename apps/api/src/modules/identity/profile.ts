import { safeRedirectPath, type UserProfile } from '@carsetu/contracts';
import type { SessionUser } from './session.service';
import type { UserRow } from './user.repository';

/** The login service's user profile DTO (spec §3): never the row itself. */
export function toUserProfile(user: UserRow, session: SessionUser): UserProfile {
  return {
    user_id: user.id,
    token: session.secureToken,
    phone_number: user.phone,
    user_email: user.email,
    name: user.name,
    whatsapp_consent: user.whatsappConsent,
  };
}

/**
 * Only a path on this site: an open redirect would let a phishing link borrow our login. Control
 * characters (a tab inside `/\t/evil.example` reads as `//` to a browser; a newline would break
 * the Location header) and backslashes send the visitor home instead.
 */
export function safeRedirect(target: string | undefined): string {
  return safeRedirectPath(target) ?? '/';
}
