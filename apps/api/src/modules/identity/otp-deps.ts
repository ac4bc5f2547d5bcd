import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../../providers/sms';
import {
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_VERIFIES_PER_IP_PER_HOUR,
  SANDBOX_IP_CAP_MULTIPLIER,
} from './otp.constants';
import type { OtpDeps } from './otp.service';

// One set per database handle (one per app), shared by every module that sends OTPs.
const depsByDatabase = new WeakMap<object, OtpDeps>();

/**
 * What the OTP service needs, built once per app: the abuse-limit counters (Redis when
 * REDIS_URL is set, else database rows) and the configured SMS provider. Other modules with an
 * OTP (call-back, seller, pickup, dealer) call `otpDepsFor(app)` and then sendOtp/verifyOtp.
 */
export function otpDepsFor(app: FastifyInstance): OtpDeps {
  const existing = depsByDatabase.get(app.database);
  if (existing) return existing;
  const { config } = app;
  const multiplier = config.sms.provider === 'outbox' ? SANDBOX_IP_CAP_MULTIPLIER : 1;
  const deps: OtpDeps = {
    db: app.db,
    limiter: app.rateLimiter,
    sms: createSmsProvider(config, app.db),
    now: config.now,
    ipCaps: {
      sendsPerHour: config.otpIpLimits.sendsPerHour ?? OTP_SENDS_PER_IP_PER_HOUR * multiplier,
      verifiesPerHour:
        config.otpIpLimits.verifiesPerHour ?? OTP_VERIFIES_PER_IP_PER_HOUR * multiplier,
    },
    onDeliveryFailure: (error) => app.log.error({ err: error }, 'OTP SMS not delivered'),
  };
  depsByDatabase.set(app.database, deps);
  return deps;
}

/** Forgets the app's deps on close (the shared rate limiter is closed by the app itself). */
export async function closeOtpDeps(app: FastifyInstance): Promise<void> {
  depsByDatabase.delete(app.database);
}
