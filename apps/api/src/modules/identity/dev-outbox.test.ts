import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniquePhone } from '../../test/login';
import { fakeClock, sendLoginOtp } from './identity.test-helpers';

describe('GET /api/dev/outbox (sandbox SMS)', () => {
  let t: TestApp;
  const clock = fakeClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it('lists the messages sent to a phone, newest first, in the documented shape', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    clock.advanceSeconds(31);
    await sendLoginOtp(t.app, phone);
    const res = await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` });
    const { messages } = res.json();
    expect(messages).toHaveLength(2);
    expect(Object.keys(messages[0]).sort()).toEqual(['sentAt', 'text', 'to']);
    expect(messages[0].to).toBe(phone);
    expect(messages[0].text).toMatch(
      /^\d{4} is your OTP to log in to CarSetu\. It is valid for 5 minutes/,
    );
    expect(Date.parse(messages[0].sentAt)).toBeGreaterThan(Date.parse(messages[1].sentAt));
  });

  it('rejects a phone that is not a valid Indian mobile', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox?phone=12345' });
    expect(res.statusCode).toBe(400);
  });
});

describe('outbox in production', () => {
  it('does not exist without ALLOW_SANDBOX_PROVIDERS, and MSG91 without keys answers 503', async () => {
    const t = await createTestApp({
      isProduction: true,
      allowSandboxProviders: false,
      sms: { provider: 'msg91', msg91: { baseUrl: 'http://127.0.0.1:9' } },
    });
    try {
      const phone = uniquePhone();
      expect((await t.app.inject({ url: `/api/dev/outbox?phone=${phone}` })).statusCode).toBe(404);
      const sent = await sendLoginOtp(t.app, phone);
      expect(sent.statusCode).toBe(503);
      expect(sent.json().error.error_message).toBe(
        'We could not send the OTP right now. Please try again.',
      );
    } finally {
      await t.close();
    }
  });

  it('exists in production mode when sandbox providers are allowed (e2e)', async () => {
    const t = await createTestApp({ isProduction: true, allowSandboxProviders: true });
    try {
      const res = await t.app.inject({ url: `/api/dev/outbox?phone=${uniquePhone()}` });
      expect(res.json()).toEqual({ messages: [] });
    } finally {
      await t.close();
    }
  });
});
