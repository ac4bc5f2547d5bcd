import { DEFAULT_OTP_ERROR, NETWORK_ERROR_MESSAGE } from '@carsetu/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../lib/fetch-stub.test-helpers';
import {
  CALLBACK_SEND_FAILED,
  CallbackApiError,
  SECURE_TOKEN_HEADER,
  requestCallBack,
  sendCallbackOtp,
  startPhoneCheck,
  verifyCallbackOtp,
} from './callback-api';

const CHECK = '/api/login/api/v1/lead-token/check-phone';
const SEND = '/api/login/api/v1/lead-token/send-otp';
const VERIFY = '/api/login/api/v1/lead-token/verify-otp';
const LEAD = '/api/lead/api/v1/callback-lead';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(promise: Promise<unknown>): Promise<CallbackApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CallbackApiError);
  return error as CallbackApiError;
}

describe('startPhoneCheck', () => {
  it("proves the user's own number at once with a lead token", async () => {
    const api = stubFetch({
      [CHECK]: { body: { data: { otp_required: false, lead: { lead_token: 'lead-1' } } } },
    });
    expect(await startPhoneCheck('9876543210')).toEqual({ leadToken: 'lead-1' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { phone_number: '9876543210' },
      headers: { 'content-type': 'application/json' },
    });
  });

  it('sends an OTP to any other number and reports when a resend is allowed', async () => {
    const api = stubFetch({
      [CHECK]: { body: { data: { otp_required: true, lead: null } } },
      [SEND]: { body: { data: { resend_after_seconds: 30 } } },
    });
    expect(await startPhoneCheck('9123456780')).toEqual({ resendAfterSeconds: 30 });
    expect(api.to(SEND)[0]!.body).toEqual({ phone_number: '9123456780' });
  });

  it('says the OTP could not be sent when the service fails without a message', async () => {
    stubFetch({ [CHECK]: { status: 503, body: null } });
    const error = await failureOf(startPhoneCheck('9123456780'));
    expect(error.message).toBe(CALLBACK_SEND_FAILED);
    expect(error.status).toBe(503);
  });

  it("passes the service's own message on", async () => {
    stubFetch({
      [CHECK]: { body: { data: { otp_required: true, lead: null } } },
      [SEND]: {
        status: 429,
        body: { errors: [{ error: 'Too many OTPs. Try after 10 minutes.' }] },
      },
    });
    const error = await failureOf(startPhoneCheck('9123456780'));
    expect(error.message).toBe('Too many OTPs. Try after 10 minutes.');
    expect(error.status).toBe(429);
  });

  it('explains a network failure with status 0', async () => {
    stubFetch({ [CHECK]: 'network-error' });
    const error = await failureOf(startPhoneCheck('9123456780'));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });
});

describe('sendCallbackOtp', () => {
  it('resends without checking the number again', async () => {
    const api = stubFetch({ [SEND]: { body: { data: { resend_after_seconds: 45 } } } });
    expect(await sendCallbackOtp('9123456780')).toEqual({ resendAfterSeconds: 45 });
    expect(api.to(CHECK)).toHaveLength(0);
  });
});

describe('verifyCallbackOtp', () => {
  it('trades the right code for a lead token', async () => {
    const api = stubFetch({ [VERIFY]: { body: { data: { lead_token: 'lead-2' } } } });
    expect(await verifyCallbackOtp('9123456780', '1234')).toBe('lead-2');
    expect(api.calls[0]!.body).toEqual({ phone_number: '9123456780', otp: '1234' });
  });

  it('uses the spec message for a wrong code the service does not explain', async () => {
    stubFetch({ [VERIFY]: { status: 400, body: {} } });
    expect((await failureOf(verifyCallbackOtp('9123456780', '0000'))).message).toBe(
      DEFAULT_OTP_ERROR,
    );
  });

  it('treats an unreadable answer as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 200 })),
    );
    // The typed client cannot read it: reported like a dropped connection (status 0), so the
    // person is asked to try again rather than shown a success.
    expect((await failureOf(verifyCallbackOtp('9123456780', '1234'))).status).toBe(0);
  });
});

describe('requestCallBack', () => {
  it('sends the lead with the proof and the secure token header', async () => {
    const api = stubFetch({ [LEAD]: { status: 201, body: { data: { id: 'lead-9' } } } });
    await requestCallBack({
      phone: '9123456780',
      reason: 'Loan',
      language: 'English',
      leadToken: 'lead-2',
      secureToken: 'secure-1',
    });
    expect(api.calls[0]).toMatchObject({
      url: LEAD,
      method: 'POST',
      headers: { [SECURE_TOKEN_HEADER]: 'secure-1', 'content-type': 'application/json' },
      body: { phone: '9123456780', reason: 'Loan', language: 'English', lead_token: 'lead-2' },
    });
  });

  it('reports a refused proof as 403 so the form asks for a new OTP', async () => {
    stubFetch({
      [LEAD]: { status: 403, body: { error: { error_message: 'Lead token expired' } } },
    });
    const error = await failureOf(
      requestCallBack({
        phone: '9123456780',
        reason: '',
        language: 'Hindi',
        leadToken: 'old',
        secureToken: 's',
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Lead token expired');
  });
});
