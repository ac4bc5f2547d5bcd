import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../lib/paths';
import type { FrameUser, LoginReason } from './frame-user';
import { afterLoginTarget } from './login-headings';
import { LoginModal } from './login-modal';

/** cfSource sent to the finance page when the caller names none (decision 0032). */
export const DEFAULT_CF_SOURCE = 'login';

export interface LoanLoginOptions {
  /** Where the finance flow returns to; defaults to the current page. */
  redirectTo?: string;
  cfSource?: string;
}

/**
 * Any component that needs a logged-in user calls `requireLogin(reason, then)`: when logged in
 * `then` runs at once; otherwise the login modal opens with the reason's heading. After login
 * (spec §4): the loan heading goes to the finance personal-details page, the wishlist heading to
 * the wishlist; any other reason closes the modal, reloads the page data and runs `then`.
 */
export interface LoginContextValue {
  user: FrameUser | null;
  requireLogin(reason: LoginReason, then?: () => void, options?: LoanLoginOptions): void;
}

const LoginContext = createContext<LoginContextValue>({
  user: null,
  requireLogin: () => {},
});

interface PendingLogin {
  reason: LoginReason;
  then?: () => void;
  options?: LoanLoginOptions;
}

export function LoginProvider({ user, children }: { user: FrameUser | null; children: ReactNode }) {
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();

  const requireLogin = useCallback<LoginContextValue['requireLogin']>(
    (reason, then, options) => {
      if (user) then?.();
      else setPending({ reason, then, options });
    },
    [user],
  );

  async function onLoggedIn(request: PendingLogin) {
    // The header reads the user from the root loader: reload it before anything else.
    await revalidator.revalidate();
    setPending(null);
    const target = afterLoginTarget(request.reason);
    if (target === 'finance') {
      const redirectTo = request.options?.redirectTo ?? location.pathname + location.search;
      await navigate(
        paths.financePersonalDetails(redirectTo, request.options?.cfSource ?? DEFAULT_CF_SOURCE),
      );
    } else if (target === 'wishlist') {
      await navigate(paths.wishlist());
    } else {
      request.then?.();
    }
  }

  const value = useMemo(() => ({ user, requireLogin }), [user, requireLogin]);
  return (
    <LoginContext.Provider value={value}>
      {children}
      {pending ? (
        <LoginModal
          key={pending.reason}
          reason={pending.reason}
          onClose={() => setPending(null)}
          onLoggedIn={() => onLoggedIn(pending)}
        />
      ) : null}
    </LoginContext.Provider>
  );
}

export function useLogin(): LoginContextValue {
  return useContext(LoginContext);
}
