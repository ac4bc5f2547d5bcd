import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useToast } from '../ui';
import type { FrameUser, LoginReason } from './frame-user';
import {
  afterLoginPlan,
  loginRequestFromSearch,
  withoutLoginRequest,
  type LoginIntentAction,
} from './login-intent';

// The modal (its OTP steps and API calls) loads when a login is first asked for, not with every
// page (issue 14: popups are code-split).
const LoginModal = lazy(() =>
  import('./login-modal').then((module) => ({ default: module.LoginModal })),
);

/** cfSource sent to the finance page when the caller names none (decision 0032). */
export const DEFAULT_CF_SOURCE = 'login';

export interface LoginOptions {
  /** Loan heading: where the finance flow returns to; defaults to the current page. */
  redirectTo?: string;
  cfSource?: string;
  /**
   * The action `then` finishes after login (decision 0155): the visitor stays where they are,
   * `then` runs and a toast confirms it, whatever the heading would otherwise do.
   */
  intent?: LoginIntentAction;
  /** A same-site path to land on after login (checked again before use). */
  next?: string;
}
/** The older name, kept for the loan callers. */
export type LoanLoginOptions = LoginOptions;

/**
 * Any component that needs a logged-in user calls `requireLogin(reason, then, options)`: when
 * logged in `then` runs at once; otherwise the login modal opens with the reason's heading and
 * what happens after login is `afterLoginPlan` (login-intent.ts). A link may also ask for the
 * login with `?login=<reason>&next=<path>`.
 */
export interface LoginContextValue {
  user: FrameUser | null;
  requireLogin(reason: LoginReason, then?: LoginThen, options?: LoginOptions): void;
}

/** Runs once logged in; answering false (it failed and said so) skips the confirming toast. */
export type LoginThen = () => void | boolean | Promise<void | boolean>;

const LoginContext = createContext<LoginContextValue>({
  user: null,
  requireLogin: () => {},
});

interface PendingLogin {
  reason: LoginReason;
  then?: LoginThen;
  options?: LoginOptions;
}

export function LoginProvider({ user, children }: { user: FrameUser | null; children: ReactNode }) {
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { showToast } = useToast();

  const requireLogin = useCallback<LoginContextValue['requireLogin']>(
    (reason, then, options) => {
      if (user) void then?.();
      else setPending({ reason, then, options });
    },
    [user],
  );

  // A link asked for the login (?login=…&next=…): open the modal once, then tidy the URL.
  useEffect(() => {
    const request = loginRequestFromSearch(location.search);
    if (!request) return;
    const here = {
      pathname: location.pathname,
      search: withoutLoginRequest(location.search),
      hash: location.hash,
    };
    if (user) {
      void navigate(request.next ?? here, { replace: true });
      return;
    }
    void navigate(here, { replace: true, preventScrollReset: true });
    setPending({ reason: request.reason, options: { next: request.next ?? undefined } });
  }, [location.search, location.pathname, location.hash, navigate, user]);

  // What follows a login runs once the modal has gone: the dialog hands focus back to its opener
  // as it closes, and the resumed step (a checkout heading) must get it after that.
  const [afterLogin, setAfterLogin] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    if (!afterLogin) return;
    setAfterLogin(null);
    void afterLogin();
  }, [afterLogin]);

  async function onLoggedIn(request: PendingLogin) {
    // The header reads the user from the root loader: reload it before anything else.
    await revalidator.revalidate();
    const plan = afterLoginPlan({
      reason: request.reason,
      intent: request.options?.intent,
      next: request.options?.next,
      loan: {
        redirectTo: request.options?.redirectTo ?? location.pathname + location.search,
        cfSource: request.options?.cfSource ?? DEFAULT_CF_SOURCE,
      },
    });
    setPending(null);
    setAfterLogin(() => async () => {
      let done: void | boolean = undefined;
      if (plan.kind === 'navigate') await navigate(plan.to);
      else done = await request.then?.();
      if (plan.toast && done !== false) showToast(plan.toast, 'success');
    });
  }

  const value = useMemo(() => ({ user, requireLogin }), [user, requireLogin]);
  return (
    <LoginContext.Provider value={value}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <LoginModal
            key={pending.reason}
            reason={pending.reason}
            redirectUrl={pending.options?.next}
            onClose={() => setPending(null)}
            onLoggedIn={() => onLoggedIn(pending)}
          />
        </Suspense>
      ) : null}
    </LoginContext.Provider>
  );
}

export function useLogin(): LoginContextValue {
  return useContext(LoginContext);
}
