import { describe, expect, it } from 'vitest';
import {
  afterLoginPlan,
  LOGGED_IN_TOAST,
  LOGIN_INTENT_TOASTS,
  loginRequestFromSearch,
  withoutLoginRequest,
} from './login-intent';

describe('loginRequestFromSearch', () => {
  it('reads a known reason and a same-site next', () => {
    expect(loginRequestFromSearch('?login=continue&next=%2Fmy-bookings%3Fx%3D1')).toEqual({
      reason: 'continue',
      next: '/my-bookings?x=1',
    });
  });

  it('ignores an unknown reason', () => {
    expect(loginRequestFromSearch('?login=toString&next=/wishlist')).toBeNull();
    expect(loginRequestFromSearch('?login=__proto__')).toBeNull();
    expect(loginRequestFromSearch('?next=/wishlist')).toBeNull();
  });

  it.each([
    ['an absolute URL', 'https://evil.example/login'],
    ['a protocol-relative URL', '//evil.example'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a backslash host', '/\\evil.example'],
    ['a tab between slashes', '/\t/evil.example'],
  ])('drops %s as next but still offers the login', (_label, hostile) => {
    const search = `?${new URLSearchParams({ login: 'continue', next: hostile })}`;
    expect(loginRequestFromSearch(search)).toEqual({ reason: 'continue', next: null });
  });

  it('tidies the URL without touching other parameters', () => {
    expect(withoutLoginRequest('?a=1&login=continue&next=%2Fx&b=2')).toBe('?a=1&b=2');
    expect(withoutLoginRequest('?login=continue')).toBe('');
  });
});

describe('afterLoginPlan', () => {
  it('finishes the heart where the visitor is instead of opening the wishlist', () => {
    expect(afterLoginPlan({ reason: 'wishlist', intent: 'wishlist' })).toEqual({
      kind: 'resume',
      toast: 'Added to your wishlist',
    });
  });

  it('opens the wishlist for the header wishlist prompt (spec §4)', () => {
    expect(afterLoginPlan({ reason: 'see-wishlist' })).toEqual({
      kind: 'navigate',
      to: '/wishlist',
      toast: LOGGED_IN_TOAST,
    });
  });

  it('goes to the finance personal-details page for the loan heading', () => {
    const plan = afterLoginPlan({
      reason: 'loan-eligibility',
      loan: { redirectTo: '/buy-used-car/x-1/', cfSource: 'car-page' },
    });
    expect(plan).toEqual({
      kind: 'navigate',
      to: '/used-car-loan/personal-details/?redirectTo=%2Fbuy-used-car%2Fx-1%2F&cfSource=car-page',
      toast: LOGIN_INTENT_TOASTS['loan-eligibility'],
    });
  });

  it('never sends the loan flow back to another site', () => {
    const plan = afterLoginPlan({
      reason: 'loan-eligibility',
      loan: { redirectTo: 'https://evil.example', cfSource: 'login' },
    });
    expect(plan.kind === 'navigate' && plan.to).toBe(
      '/used-car-loan/personal-details/?redirectTo=%2F&cfSource=login',
    );
  });

  it('lands on a safe next and ignores a hostile one', () => {
    expect(afterLoginPlan({ reason: 'continue', next: '/my-bookings' })).toEqual({
      kind: 'navigate',
      to: '/my-bookings',
      toast: LOGGED_IN_TOAST,
    });
    for (const hostile of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      expect(afterLoginPlan({ reason: 'continue', next: hostile })).toEqual({
        kind: 'resume',
        toast: LOGGED_IN_TOAST,
      });
    }
  });

  it('confirms the test drive and reserve steps', () => {
    expect(afterLoginPlan({ reason: 'book-test-drive', intent: 'reserve' })).toEqual({
      kind: 'resume',
      toast: LOGIN_INTENT_TOASTS.reserve,
    });
  });
});
