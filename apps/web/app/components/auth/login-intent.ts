import { safeRedirectPath } from '@carsetu/contracts';
import { paths } from '../../lib/paths';
import type { LoginReason } from './frame-user';
import { afterLoginTarget, LOGIN_HEADINGS } from './login-headings';

/**
 * What the visitor was doing when the login modal opened, so that logging in finishes it instead
 * of dropping them somewhere else (decision 0155). Only these actions exist; anything else that
 * arrives (from the URL, from storage) is ignored.
 */
export const LOGIN_INTENT_ACTIONS = [
  'wishlist',
  'price-alert',
  'test-drive',
  'reserve',
  'loan-eligibility',
  'service-report',
] as const;
export type LoginIntentAction = (typeof LOGIN_INTENT_ACTIONS)[number];

/** The toast that confirms the resumed action once the visitor is logged in. */
export const LOGIN_INTENT_TOASTS: Record<LoginIntentAction, string> = {
  wishlist: 'Added to your wishlist',
  'price-alert': 'We will tell you when the price drops',
  'test-drive': 'You are logged in. Pick a slot for your test drive.',
  reserve: 'You are logged in. You can reserve the car now.',
  'loan-eligibility': 'You are logged in. Let us check your loan eligibility.',
  'service-report': 'You are logged in. Preparing your report.',
};

/** The toast after a login that had no action waiting. */
export const LOGGED_IN_TOAST = 'You are logged in';

/** `?login=<reason>&next=<path>` on any page opens the login modal and lands on `next` after it. */
export const LOGIN_QUERY = 'login';
export const LOGIN_NEXT_QUERY = 'next';

export function isLoginIntentAction(value: unknown): value is LoginIntentAction {
  return (LOGIN_INTENT_ACTIONS as readonly unknown[]).includes(value);
}

export function isLoginReason(value: unknown): value is LoginReason {
  return typeof value === 'string' && Object.hasOwn(LOGIN_HEADINGS, value);
}

export interface LoginUrlRequest {
  reason: LoginReason;
  /** A same-site path, or null when the link named none or a hostile one. */
  next: string | null;
}

/**
 * Reads a login request from a page's query string. Anyone can craft the link, so the reason
 * must be a known one and `next` a path on this site (no https://…, //host, javascript:, …).
 */
export function loginRequestFromSearch(search: string): LoginUrlRequest | null {
  const query = new URLSearchParams(search);
  const reason = query.get(LOGIN_QUERY);
  if (!isLoginReason(reason)) return null;
  return { reason, next: safeRedirectPath(query.get(LOGIN_NEXT_QUERY)) };
}

/** The same query string without the login request, so a reload does not open the modal again. */
export function withoutLoginRequest(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(LOGIN_QUERY);
  query.delete(LOGIN_NEXT_QUERY);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export interface AfterLoginInput {
  reason: LoginReason;
  /** The action the caller will finish itself (its `then`), if it named one. */
  intent?: LoginIntentAction;
  /** Where to land, already checked with safeRedirectPath or ours. */
  next?: string | null;
  /** The loan flow's own return path and source (spec §4). */
  loan?: { redirectTo: string; cfSource: string };
}

export type AfterLoginPlan =
  | { kind: 'navigate'; to: string; toast: string | null }
  | { kind: 'resume'; toast: string };

/**
 * What happens after the OTP is verified. Spec §4: the loan heading goes to the finance
 * personal-details page and the wishlist heading to the wishlist. A named intent wins over the
 * heading: the heart saves the car where the visitor is rather than opening an empty wishlist.
 */
export function afterLoginPlan(input: AfterLoginInput): AfterLoginPlan {
  const toast = input.intent ? LOGIN_INTENT_TOASTS[input.intent] : null;
  const next = input.next ? safeRedirectPath(input.next) : null;
  const target = afterLoginTarget(input.reason);
  if (target === 'finance' && input.loan) {
    return {
      kind: 'navigate',
      to: paths.financePersonalDetails(
        safeRedirectPath(input.loan.redirectTo) ?? paths.home(),
        input.loan.cfSource,
      ),
      toast: toast ?? LOGIN_INTENT_TOASTS['loan-eligibility'],
    };
  }
  if (next) return { kind: 'navigate', to: next, toast: toast ?? LOGGED_IN_TOAST };
  if (input.intent) return { kind: 'resume', toast: toast ?? LOGGED_IN_TOAST };
  if (target === 'wishlist')
    return { kind: 'navigate', to: paths.wishlist(), toast: LOGGED_IN_TOAST };
  return { kind: 'resume', toast: LOGGED_IN_TOAST };
}
