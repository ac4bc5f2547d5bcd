import { describe, expect, it } from 'vitest';
import { LOGIN_HEADINGS, afterLoginTarget } from './login-headings';
import { loginErrorMessage } from './login-api';

describe('login error message (spec §8)', () => {
  it('prefers errors[0].error, then error.error_message, then the default', () => {
    expect(loginErrorMessage({ errors: [{ error: 'A' }], error: { error_message: 'B' } })).toBe(
      'A',
    );
    expect(loginErrorMessage({ errors: [], error: { error_message: 'B' } })).toBe('B');
    expect(loginErrorMessage({ error: { error_message: '' } })).toBe(
      'Incorrect OTP, please try again.',
    );
    expect(loginErrorMessage(null)).toBe('Incorrect OTP, please try again.');
  });

  it("turns 'network error' into the spec's connection sentence", () => {
    expect(loginErrorMessage({ error: { error_message: 'network error' } })).toBe(
      "Uh oh! We're having trouble connecting to the internet. Please check and try again",
    );
  });
});

describe('after-login target by heading (spec §4)', () => {
  it('sends the loan heading to finance, the wishlist headings to the wishlist, others stay', () => {
    expect(afterLoginTarget('loan-eligibility')).toBe('finance');
    expect(afterLoginTarget('see-wishlist')).toBe('wishlist');
    expect(afterLoginTarget('wishlist')).toBe('wishlist');
    expect(afterLoginTarget('view-bookings')).toBe('stay');
    expect(LOGIN_HEADINGS.continue).toBe('Log in to continue');
  });
});
