// @vitest-environment jsdom
import {
  CALLBACK_REASON_MAX_LENGTH,
  INVALID_MOBILE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from '@carsetu/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameUser } from '../auth/frame-user';
import { CALLBACK_SEND_FAILED, SECURE_TOKEN_HEADER } from './callback-api';
import { CallbackForm } from './callback-form';
import { CALLBACK_HOURS } from './callback-hours';
import { CALL_ME, CALLBACK_SENT_TEXT, CALLBACK_SENT_TITLE } from './help-text';
import { stubFetch } from '../../lib/fetch-stub.test-helpers';

const user: FrameUser = {
  name: 'Asha',
  isLoggedIn: true,
  isFetched: true,
  mobile: '9876543210',
  email: 'asha@example.com',
  userId: 'u-1',
  secureToken: 'secure-123',
};
// The form reads the logged-in user from the login context; the modal that owns login is not
// under test here.
const login = vi.hoisted(() => ({ user: null as FrameUser | null }));
vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: login.user, requireLogin: () => {} }),
}));

const CHECK = '/api/login/api/v1/lead-token/check-phone';
const SEND = '/api/login/api/v1/lead-token/send-otp';
const VERIFY = '/api/login/api/v1/lead-token/verify-otp';
const LEAD = '/api/lead/api/v1/callback-lead';

const otpRequired = { body: { data: { otp_required: true, lead: null } } };
const ownNumber = { body: { data: { otp_required: false, lead: { lead_token: 'lead-own' } } } };
const otpSent = (seconds = 30) => ({ body: { data: { resend_after_seconds: seconds } } });
const goodCode = { body: { data: { lead_token: 'lead-otp' } } };
const wrongCode = {
  status: 400,
  body: { errors: [{ error: 'Incorrect OTP, please try again.' }] },
};

beforeEach(() => {
  login.user = user;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phoneField = () => screen.getByLabelText<HTMLInputElement>('Mobile number');
const callMe = () => screen.getByRole<HTMLButtonElement>('button', { name: CALL_ME });

async function verifyByOtp(seconds = 30) {
  const api = stubFetch({
    [CHECK]: otpRequired,
    [SEND]: otpSent(seconds),
    [VERIFY]: goodCode,
    [LEAD]: { body: { data: {} } },
  });
  render(<CallbackForm />);
  await userEvent.type(phoneField(), '9123456780');
  await userEvent.type(await screen.findByLabelText('OTP'), '1234');
  await screen.findByText('Mobile number verified');
  return api;
}

describe('CallbackForm', () => {
  it('shows the desktop operational hours, an empty reason and Hindi preselected', () => {
    stubFetch({});
    render(<CallbackForm />);
    expect(screen.getByText(CALLBACK_HOURS.desktop)).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Reason for the call back (optional)').value,
    ).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Hindi' }).checked).toBe(true);
    expect(screen.getByPlaceholderText('Mobile Number')).toBe(phoneField());
  });

  it('shows the mobile-site hours on a phone browser', () => {
    stubFetch({});
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone)');
    render(<CallbackForm />);
    expect(screen.getByText(CALLBACK_HOURS.mobile)).toBeTruthy();
    agent.mockRestore();
  });

  it('keeps CALL ME disabled until the number is verified', async () => {
    stubFetch({ [CHECK]: otpRequired, [SEND]: otpSent() });
    render(<CallbackForm />);
    expect(callMe().disabled).toBe(true);
    await userEvent.type(phoneField(), '9123456780');
    await screen.findByLabelText('OTP');
    expect(callMe().disabled).toBe(true);
  });

  it(`says "${INVALID_MOBILE_MESSAGE}" for a full but impossible number and sends no OTP`, async () => {
    const api = stubFetch({});
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '5555555555');
    expect(screen.getByRole('alert').textContent).toBe(INVALID_MOBILE_MESSAGE);
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('drops letters and spaces from the number as it is typed', async () => {
    stubFetch({ [CHECK]: otpRequired, [SEND]: otpSent() });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '91a23 45');
    expect(phoneField().value).toBe('912345');
  });

  it('sends an OTP once a valid number is entered and announces it', async () => {
    const api = stubFetch({ [CHECK]: otpRequired, [SEND]: otpSent() });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9123456780');
    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(api.to(CHECK)).toHaveLength(1);
    expect(api.to(CHECK)[0]!.body).toEqual({ phone_number: '9123456780' });
    expect(api.to(SEND)[0]!.body).toEqual({ phone_number: '9123456780' });
    expect(
      screen.getByText('OTP sent to +91 9123456780. You can resend it in 30 seconds.'),
    ).toBeTruthy();
    expect(screen.getByText('Resend OTP in 00:30')).toBeTruthy();
  });

  it("verifies the user's own number at once, without an OTP", async () => {
    const api = stubFetch({ [CHECK]: ownNumber });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9876543210');
    expect(await screen.findByText('Mobile number verified')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(api.to(SEND)).toHaveLength(0);
    expect(phoneField().disabled).toBe(true);
    expect(callMe().disabled).toBe(false);
    expect(screen.getByText('Mobile number verified.')).toBeTruthy();
  });

  it('checks the code as soon as four digits are in, then locks the number', async () => {
    const api = await verifyByOtp();
    expect(api.to(VERIFY)[0]!.body).toEqual({ phone_number: '9123456780', otp: '1234' });
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(phoneField().disabled).toBe(true);
    expect(callMe().disabled).toBe(false);
  });

  it('shows a wrong code as an alert under the OTP field and clears it for another try', async () => {
    const api = stubFetch({
      [CHECK]: otpRequired,
      [SEND]: otpSent(),
      [VERIFY]: [wrongCode, goodCode],
    });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9123456780');
    const otp = await screen.findByLabelText<HTMLInputElement>('OTP');
    await userEvent.type(otp, '9999');
    expect(await screen.findByText('Incorrect OTP, please try again.')).toBeTruthy();
    expect(otp.value).toBe('');
    expect(callMe().disabled).toBe(true);
    await userEvent.type(otp, '1234');
    expect(await screen.findByText('Mobile number verified')).toBeTruthy();
    expect(api.to(VERIFY)).toHaveLength(2);
  });

  it('offers Resend OTP when the wait is over, and resends to the same number', async () => {
    const api = stubFetch({ [CHECK]: otpRequired, [SEND]: otpSent(0) });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9123456780');
    await screen.findByLabelText('OTP');
    expect(screen.getByText('You can now resend the OTP.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.to(SEND)).toHaveLength(2));
    expect(api.to(CHECK)).toHaveLength(1);
  });

  it('shows a failed OTP send under the number and offers Send OTP to retry', async () => {
    const api = stubFetch({
      [CHECK]: [{ status: 503, body: null }, otpRequired],
      [SEND]: otpSent(),
    });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9123456780');
    expect(await screen.findByText(CALLBACK_SEND_FAILED)).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    // No automatic second try: the user decides.
    expect(api.to(CHECK)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(api.to(CHECK)).toHaveLength(2);
  });

  it('explains a network failure in the spec words', async () => {
    stubFetch({ [CHECK]: 'network-error' });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9123456780');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
  });

  it('counts the reason against its limit', async () => {
    stubFetch({});
    render(<CallbackForm />);
    const reason = screen.getByLabelText<HTMLTextAreaElement>(
      'Reason for the call back (optional)',
    );
    expect(screen.getByText(`0/${CALLBACK_REASON_MAX_LENGTH}`)).toBeTruthy();
    await userEvent.type(reason, 'Loan query');
    expect(screen.getByText(`10/${CALLBACK_REASON_MAX_LENGTH}`)).toBeTruthy();
    expect(reason.maxLength).toBe(CALLBACK_REASON_MAX_LENGTH);
  });

  it('requests the call back with the proof, reason, language and secure token, then thanks the user', async () => {
    const api = await verifyByOtp();
    await userEvent.type(screen.getByLabelText('Reason for the call back (optional)'), 'Loan');
    await userEvent.click(screen.getByRole('radio', { name: 'Tamil' }));
    await userEvent.click(callMe());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(CALLBACK_SENT_TITLE);
    expect(status.textContent).toContain(CALLBACK_SENT_TEXT);
    const [lead] = api.to(LEAD);
    expect(lead!.method).toBe('POST');
    expect(lead!.headers[SECURE_TOKEN_HEADER]).toBe('secure-123');
    expect(lead!.body).toEqual({
      phone: '9123456780',
      reason: 'Loan',
      language: 'Tamil',
      lead_token: 'lead-otp',
    });
    expect(screen.queryByRole('button', { name: CALL_ME })).toBeNull();
  });

  it('goes back to unsent with no message when the request fails, ready to try again', async () => {
    const api = stubFetch({
      [CHECK]: ownNumber,
      [LEAD]: [{ status: 500, body: { error: { error_message: 'down' } } }, { body: { data: {} } }],
    });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9876543210');
    await screen.findByText('Mobile number verified');
    await userEvent.click(callMe());
    await waitFor(() => expect(callMe().disabled).toBe(false));
    expect(screen.queryByText('down')).toBeNull();
    expect(screen.getByText('Mobile number verified')).toBeTruthy();
    await userEvent.click(callMe());
    expect(await screen.findByText(CALLBACK_SENT_TITLE)).toBeTruthy();
    expect(api.to(LEAD)).toHaveLength(2);
  });

  it('asks for a fresh OTP when the server refuses the proof (403)', async () => {
    stubFetch({
      [CHECK]: [ownNumber, otpRequired],
      [SEND]: otpSent(),
      [LEAD]: { status: 403, body: { error: { error_message: 'Lead token used' } } },
    });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9876543210');
    await screen.findByText('Mobile number verified');
    await userEvent.click(callMe());
    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(phoneField().disabled).toBe(false);
    expect(callMe().disabled).toBe(true);
  });

  it('does nothing on submit without a logged-in user', async () => {
    login.user = null;
    const api = stubFetch({ [CHECK]: ownNumber });
    render(<CallbackForm />);
    await userEvent.type(phoneField(), '9876543210');
    await screen.findByText('Mobile number verified');
    await userEvent.click(callMe());
    expect(api.to(LEAD)).toHaveLength(0);
    expect(screen.queryByText(CALLBACK_SENT_TITLE)).toBeNull();
  });
});
