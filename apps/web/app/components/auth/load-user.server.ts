import type { UserProfile } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import type { FrameUser } from './frame-user';

/** Maps the login service's profile (spec §3 User profile) to the frame's user state. */
export function toFrameUser(profile: UserProfile): FrameUser {
  return {
    name: profile.name ?? '',
    isLoggedIn: true,
    isFetched: true,
    mobile: profile.phone_number,
    email: profile.user_email ?? '',
    userId: profile.user_id,
    secureToken: profile.token,
  };
}

/** The visitor's frame user from the login service's who-am-I call, or null when anonymous. */
export async function loadFrameUser(context: AppLoadContext): Promise<FrameUser | null> {
  const api = typedApi(context);
  if (api.signedOut) return null;
  try {
    const { data } = await unwrap(api.GET('/api/login/api/v1/who-am-i'));
    return toFrameUser(data);
  } catch (error) {
    // 401 is the normal answer for a visitor (no cookie, expired or revoked session).
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}
