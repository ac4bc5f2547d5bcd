import type { AppLoadContext } from 'react-router';
import type { FrameUser } from './frame-user';

/** The visitor's frame user from the login service's who-am-I call, or null when anonymous. */
export async function loadFrameUser(_context: AppLoadContext): Promise<FrameUser | null> {
  return null;
}
