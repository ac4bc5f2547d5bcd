import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@carsetu/db';
import type { OtpPurpose } from '@carsetu/contracts';
import { AppError, HTTP, badRequest, tooManyRequests } from '../../lib/errors';
import { HOUR_WINDOW, IST_DAY_WINDOW, type RateLimiter } from '../../lib/rate-limit';
import type { SmsProvider } from '../../providers/sms';
import { otpMessageText } from './otp-message';
import {
  OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_ATTEMPTS_PER_CODE,
  OTP_MESSAGES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_PHONE_PER_DAY,
  OTP_SENDS_PER_PHONE_PER_HOUR,
} from './otp.constants';
import {
  closeChallenge,
  findOpenChallenge,
  reserveAttempt,
  replaceChallenge,
  type ChallengeKey,
} from './otp.repository';

export interface OtpDeps {
  db: Database;
  limiter: RateLimiter;
  sms: SmsProvider;
  now: () => Date;
  ipCaps: { sendsPerHour: number; verifiesPerHour: number };
  /** Told when the SMS provider fails (never given the code). */
  onDeliveryFailure(error: unknown): void;
}

export interface OtpRequest {
  phone: string;
  purpose: OtpPurpose;
  /** Binds the code to one thing (appointment token, dealer id); '' when the purpose is enough. */
  subject?: string;
  ip: string;
}

export interface OtpSent {
  resend_after_seconds: number;
  expires_in_seconds: number;
}

const CODE_SPACE = 10_000;

/** HMAC keyed by the challenge id: the same code for two challenges never hashes alike. */
function hashCode(challengeId: string, code: string): string {
  return createHmac('sha256', challengeId).update(code).digest('hex');
}

function codesMatch(challengeId: string, storedHash: string, code: string): boolean {
  const a = Buffer.from(hashCode(challengeId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const keyOf = (request: OtpRequest): ChallengeKey => ({
  phone: request.phone,
  purpose: request.purpose,
  subject: request.subject ?? '',
});

/**
 * Sends a fresh code (replacing any open one for the same phone and purpose). The answer is the
 * same whether or not the phone has an account.
 */
export async function sendOtp(deps: OtpDeps, request: OtpRequest): Promise<OtpSent> {
  const now = deps.now();
  const { limiter } = deps;
  const ipSends = await limiter.hit(`otp:send:ip:${request.ip}`, HOUR_WINDOW, now);
  if (ipSends.count > deps.ipCaps.sendsPerHour) throw tooManyRequests(OTP_MESSAGES.ipSendsReached);

  const key = keyOf(request);
  const cooldown = await limiter.acquire(
    `otp:cooldown:${key.phone}:${key.purpose}:${key.subject}`,
    OTP_RESEND_COOLDOWN_SECONDS,
    now,
  );
  if (!cooldown.acquired) {
    const wait = Math.max(1, Math.ceil((cooldown.until.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(OTP_MESSAGES.cooldown(wait));
  }
  // Per phone across every purpose: the SMS bill and the recipient's patience are per phone.
  const hourly = await limiter.hit(`otp:send:phone:${key.phone}`, HOUR_WINDOW, now);
  if (hourly.count > OTP_SENDS_PER_PHONE_PER_HOUR)
    throw tooManyRequests(OTP_MESSAGES.hourlySendsReached);
  const daily = await limiter.hit(`otp:send:phone-day:${key.phone}`, IST_DAY_WINDOW, now);
  if (daily.count > OTP_SENDS_PER_PHONE_PER_DAY)
    throw tooManyRequests(OTP_MESSAGES.dailySendsReached);

  const code = String(randomInt(0, CODE_SPACE)).padStart(4, '0');
  const challengeId = await replaceChallenge(
    deps.db,
    key,
    (id) => hashCode(id, code),
    now,
    OTP_LIFETIME_SECONDS,
  );
  try {
    await deps.sms.sendOtp({
      to: key.phone,
      code,
      purpose: key.purpose,
      text: otpMessageText(code, key.purpose),
    });
  } catch (error) {
    await closeChallenge(deps.db, challengeId, 'undelivered', now);
    deps.onDeliveryFailure(error);
    throw new AppError(HTTP.SERVICE_UNAVAILABLE, 'OTP_NOT_SENT', OTP_MESSAGES.notSent);
  }
  return {
    resend_after_seconds: OTP_RESEND_COOLDOWN_SECONDS,
    expires_in_seconds: OTP_LIFETIME_SECONDS,
  };
}

/**
 * Checks a code for its phone, purpose and subject. Succeeds at most once per code; a wrong guess
 * counts against the code (5) and the phone's day (20).
 */
export async function verifyOtp(
  deps: OtpDeps,
  request: OtpRequest & { code: string },
): Promise<void> {
  const now = deps.now();
  const { limiter, db } = deps;
  const ipVerifies = await limiter.hit(`otp:verify:ip:${request.ip}`, HOUR_WINDOW, now);
  if (ipVerifies.count > deps.ipCaps.verifiesPerHour) {
    throw tooManyRequests(OTP_MESSAGES.ipVerifiesReached);
  }
  // Per phone *and* client (docs/decisions/0261): a stranger's wrong guesses lock out only that
  // stranger, never the owner on their own connection. Guessing stays bounded per phone by the
  // 5 tries per code and the phone's daily sends.
  const failureKey = `otp:verify-failed:phone-client-day:${request.phone}:${request.ip}`;
  const failures = await limiter.peek(failureKey, IST_DAY_WINDOW, now);
  if (failures.count >= OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY) {
    throw tooManyRequests(OTP_MESSAGES.dailyFailuresReached);
  }

  const challenge = await findOpenChallenge(db, keyOf(request), now);
  if (!challenge) throw badRequest(OTP_MESSAGES.expired);
  const attempt = await reserveAttempt(db, challenge.id, OTP_MAX_ATTEMPTS_PER_CODE);
  if (attempt === null) throw badRequest(OTP_MESSAGES.codeLocked);

  if (codesMatch(challenge.id, challenge.codeHash, request.code)) {
    if (!(await closeChallenge(db, challenge.id, 'verified', now))) {
      throw badRequest(OTP_MESSAGES.expired);
    }
    return;
  }
  await limiter.hit(failureKey, IST_DAY_WINDOW, now);
  if (attempt >= OTP_MAX_ATTEMPTS_PER_CODE) {
    await closeChallenge(db, challenge.id, 'too-many-attempts', now);
    throw badRequest(OTP_MESSAGES.codeLocked);
  }
  throw badRequest(OTP_MESSAGES.incorrect);
}
