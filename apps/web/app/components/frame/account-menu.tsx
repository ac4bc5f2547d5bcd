import type { FrameUser } from '../auth/frame-user';

/** Header account menu (spec §2). Owned by the identity module. */
export function AccountMenu({ user }: { user: FrameUser | null }) {
  return <span>{user ? user.name : 'Hello, Sign in'}</span>;
}
