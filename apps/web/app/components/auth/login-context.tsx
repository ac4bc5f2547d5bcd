import { createContext, useContext, type ReactNode } from 'react';
import type { FrameUser, LoginReason } from './frame-user';

/**
 * Any component that needs a logged-in user calls `requireLogin(reason, then)`: when logged in
 * `then` runs at once; otherwise the login modal opens with the reason's heading and `then` runs
 * after a successful login. The identity module provides the real modal.
 */
export interface LoginContextValue {
  user: FrameUser | null;
  requireLogin(reason: LoginReason, then?: () => void): void;
}

const LoginContext = createContext<LoginContextValue>({
  user: null,
  requireLogin: () => {},
});

export function LoginProvider({ user, children }: { user: FrameUser | null; children: ReactNode }) {
  return (
    <LoginContext.Provider value={{ user, requireLogin: (_reason, then) => user && then?.() }}>
      {children}
    </LoginContext.Provider>
  );
}

export function useLogin(): LoginContextValue {
  return useContext(LoginContext);
}
