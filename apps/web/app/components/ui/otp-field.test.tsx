// @vitest-environment jsdom
import { OTP_HINT } from '@carsetu/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_FOCUS_DELAY_MS, OtpField } from './otp-field';

afterEach(cleanup);

function renderField(overrides: Partial<Parameters<typeof OtpField>[0]> = {}) {
  const props = {
    otp: '',
    error: null,
    secondsLeft: 0,
    onChange: vi.fn(),
    onResend: vi.fn(),
    ...overrides,
  };
  render(<OtpField {...props} />);
  return props;
}

describe('OtpField', () => {
  it('is a labelled numeric one-time-code field with the spec hint', () => {
    renderField();
    const field = screen.getByLabelText('OTP');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(OTP_HINT)).toBeTruthy();
  });

  it('takes focus shortly after it appears (spec §9)', () => {
    vi.useFakeTimers();
    try {
      renderField();
      expect(document.activeElement).not.toBe(screen.getByLabelText('OTP'));
      act(() => vi.advanceTimersByTime(OTP_FOCUS_DELAY_MS));
      expect(document.activeElement).toBe(screen.getByLabelText('OTP'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down before a resend is allowed, then offers the Resend OTP button', async () => {
    const { unmount } = render(
      <OtpField otp="" error={null} secondsLeft={9} onChange={vi.fn()} onResend={vi.fn()} />,
    );
    expect(screen.getByText('Resend OTP in 00:09')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    unmount();

    const props = renderField({ secondsLeft: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(props.onResend).toHaveBeenCalledTimes(1);
  });

  it('reports typed digits to its owner and shows the error as an alert', async () => {
    const props = renderField({ error: 'Incorrect OTP' });
    await userEvent.type(screen.getByLabelText('OTP'), '4');
    expect(props.onChange).toHaveBeenCalledWith('4');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect OTP');
    expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
  });

  it('is read-only while the code is being verified', () => {
    renderField({ verifying: true });
    expect(screen.getByLabelText('OTP').hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Verifying…')).toBeTruthy();
  });
});
