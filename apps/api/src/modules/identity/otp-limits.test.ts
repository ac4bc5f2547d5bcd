import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniquePhone } from '../../test/login';
import {
  fakeClock,
  latestCode,
  sendLoginOtp,
  verifyLoginOtp,
  wrongCode,
} from './identity.test-helpers';
import {
  OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY,
  OTP_MAX_ATTEMPTS_PER_CODE,
  OTP_SENDS_PER_PHONE_PER_DAY,
  OTP_SENDS_PER_PHONE_PER_HOUR,
} from './otp.constants';

describe('OTP rules and abuse limits (fake clock)', () => {
  let t: TestApp;
  const clock = fakeClock();
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      otpIpLimits: { sendsPerHour: 10_000, verifiesPerHour: 10_000 },
    });
  });
  afterAll(() => t.close());
  /** Moves past the resend cooldown. */
  const afterCooldown = () => clock.advanceSeconds(31);

  it('never lets brute force succeed: 5 wrong guesses kill the code, the right one then fails too', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const code = await latestCode(t.app, phone);
    const guesses = ['0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777']
      .filter((guess) => guess !== code)
      .slice(0, OTP_MAX_ATTEMPTS_PER_CODE);
    const answers = [];
    for (const guess of guesses) answers.push((await verifyLoginOtp(t.app, phone, guess)).json());
    expect(answers.slice(0, 4).map((a) => a.error.error_message)).toEqual(
      Array(4).fill('Incorrect OTP, please try again.'),
    );
    expect(answers[4].error.error_message).toBe(
      'Too many incorrect attempts. Please request a new OTP.',
    );
    const right = await verifyLoginOtp(t.app, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.error_message).toBe(
      'This OTP has expired. Please request a new one.',
    );
  });

  it('keeps parallel guesses within the per-code cap', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const code = await latestCode(t.app, phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i * 7).padStart(4, '0')).filter(
      (g) => g !== code,
    );
    const answers = await Promise.all(guesses.map((g) => verifyLoginOtp(t.app, phone, g)));
    const incorrect = answers.filter(
      (a) => a.json().error.error_message === 'Incorrect OTP, please try again.',
    );
    expect(incorrect.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS_PER_CODE - 1);
    expect((await verifyLoginOtp(t.app, phone, code)).statusCode).toBe(400);
  });

  it('makes a code single-use', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const code = await latestCode(t.app, phone);
    expect((await verifyLoginOtp(t.app, phone, code)).statusCode).toBe(200);
    const again = await verifyLoginOtp(t.app, phone, code);
    expect(again.json().error.error_message).toBe(
      'This OTP has expired. Please request a new one.',
    );
  });

  it('expires a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const code = await latestCode(t.app, phone);
    clock.advanceSeconds(5 * 60 + 1);
    const late = await verifyLoginOtp(t.app, phone, code);
    expect(late.json().error.error_message).toBe('This OTP has expired. Please request a new one.');
  });

  it('refuses a resend within 30 seconds and allows it after; the resend replaces the code', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone);
    const first = await latestCode(t.app, phone);
    clock.advanceSeconds(20);
    const early = await sendLoginOtp(t.app, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.error_message).toBe(
      'Please wait 10 seconds before requesting a new OTP.',
    );
    clock.advanceSeconds(10);
    expect((await sendLoginOtp(t.app, phone)).statusCode).toBe(200);
    const second = await latestCode(t.app, phone);
    if (second !== first) {
      const old = await verifyLoginOtp(t.app, phone, first);
      expect(old.json().error.error_message).toBe('Incorrect OTP, please try again.');
    }
    expect((await verifyLoginOtp(t.app, phone, second)).statusCode).toBe(200);
  });

  it('allows 5 sends an hour per phone', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_HOUR; i++) {
      expect((await sendLoginOtp(t.app, phone)).statusCode).toBe(200);
      afterCooldown();
    }
    const sixth = await sendLoginOtp(t.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.error_message).toBe(
      'You have requested too many OTPs. Please try again in an hour.',
    );
    clock.advanceSeconds(60 * 60);
    expect((await sendLoginOtp(t.app, phone)).statusCode).toBe(200);
  });

  it('allows 10 sends a day per phone, counted across purposes', async () => {
    const phone = uniquePhone();
    const callBack = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/api/v1/lead-token/send-otp',
        payload: { phone_number: phone },
      });
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_DAY; i++) {
      const res = i % 2 === 0 ? await sendLoginOtp(t.app, phone) : await callBack();
      expect(res.statusCode).toBe(200);
      clock.advanceSeconds(13 * 60); // 10 sends inside ~2 hours: under the hourly cap
    }
    const eleventh = await sendLoginOtp(t.app, phone);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.error_message).toBe(
      "You have reached today's OTP limit for this number. Please try again tomorrow.",
    );
  });

  it('refuses verification for the rest of the day after 20 failures on a phone', async () => {
    const phone = uniquePhone();
    let failures = 0;
    while (failures < OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY) {
      afterCooldown();
      clock.advanceSeconds(15 * 60); // stays under the hourly send cap
      await sendLoginOtp(t.app, phone);
      const code = await latestCode(t.app, phone);
      for (let i = 0; i < 4 && failures < OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY; i++) {
        await verifyLoginOtp(t.app, phone, wrongCode(code));
        failures += 1;
      }
    }
    const refused = await verifyLoginOtp(t.app, phone, await latestCode(t.app, phone));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error_message).toBe(
      'Too many incorrect attempts on this number today. Please try again tomorrow.',
    );
  });

  it('a stranger’s failed guesses do not lock the owner out (issue 11, item 6)', async () => {
    const phone = uniquePhone();
    const stranger = '198.51.100.66';
    let failures = 0;
    while (failures < OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY) {
      afterCooldown();
      clock.advanceSeconds(15 * 60);
      await sendLoginOtp(t.app, phone, stranger);
      const code = await latestCode(t.app, phone);
      for (let i = 0; i < 4 && failures < OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY; i++) {
        await verifyLoginOtp(t.app, phone, wrongCode(code), stranger);
        failures += 1;
      }
    }
    afterCooldown();
    clock.advanceSeconds(15 * 60);
    // The owner asks for a fresh code on their own connection and logs in.
    expect((await sendLoginOtp(t.app, phone, '203.0.113.20')).statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    // The stranger, even holding the right code, is still refused for the day.
    const strangerTry = await verifyLoginOtp(t.app, phone, code, stranger);
    expect(strangerTry.statusCode).toBe(429);
    const owner = await verifyLoginOtp(t.app, phone, code, '203.0.113.20');
    expect(owner.statusCode).toBe(200);
  });

  it('binds the purpose to the code: a call-back code does not log in', async () => {
    const phone = uniquePhone();
    afterCooldown();
    await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/lead-token/send-otp',
      payload: { phone_number: phone },
    });
    const callBackCode = await latestCode(t.app, phone);
    const asLogin = await verifyLoginOtp(t.app, phone, callBackCode);
    expect(asLogin.statusCode).toBe(400);
    expect(asLogin.json().error.error_message).toBe(
      'This OTP has expired. Please request a new one.',
    );
  });

  it("does not accept one phone's code for another phone", async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    await sendLoginOtp(t.app, a);
    await sendLoginOtp(t.app, b);
    const codeA = await latestCode(t.app, a);
    const codeB = await latestCode(t.app, b);
    const res = await verifyLoginOtp(t.app, b, codeA);
    expect(res.statusCode).toBe(codeA === codeB ? 200 : 400);
  });
});

describe('per-IP caps', () => {
  let t: TestApp;
  const clock = fakeClock();
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      otpIpLimits: { sendsPerHour: 3, verifiesPerHour: 4 },
    });
  });
  afterAll(() => t.close());

  it('caps OTP sends per IP across phones, leaving other IPs alone', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await sendLoginOtp(t.app, uniquePhone(), '203.0.113.7')).statusCode).toBe(200);
    }
    const fourth = await sendLoginOtp(t.app, uniquePhone(), '203.0.113.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.error_message).toBe(
      'Too many OTP requests from your network. Please try again later.',
    );
    expect((await sendLoginOtp(t.app, uniquePhone(), '203.0.113.8')).statusCode).toBe(200);
  });

  it('caps verifications per IP', async () => {
    const phone = uniquePhone();
    await sendLoginOtp(t.app, phone, '198.51.100.1');
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 4; i++) await verifyLoginOtp(t.app, uniquePhone(), '1234', '198.51.100.2');
    const capped = await verifyLoginOtp(t.app, phone, code, '198.51.100.2');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.error_message).toBe(
      'Too many OTP attempts from your network. Please try again later.',
    );
    expect((await verifyLoginOtp(t.app, phone, code, '198.51.100.3')).statusCode).toBe(200);
  });
});
