import { DEFAULT_OTP_ERROR, OTP_RESEND_SECONDS } from '@carsetu/contracts';

/*
 * Abuse limits for the 4-digit OTP (docs/decisions/0030-otp-abuse-limits.md). With 10,000
 * possible codes these limits, not the code length, are what stop guessing: 5 guesses per code
 * and 20 failures a day per phone give an attacker at most a 0.2% chance per phone per day.
 */
export const OTP_LIFETIME_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS_PER_CODE = 5;
/** Spec §9: resend after 30 seconds. */
export const OTP_RESEND_COOLDOWN_SECONDS = OTP_RESEND_SECONDS;
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_SENDS_PER_PHONE_PER_DAY = 10;
/** Per phone and requesting client (IP): a stranger cannot lock the owner out (decision 0261). */
export const OTP_FAILED_VERIFICATIONS_PER_PHONE_PER_DAY = 20;
/**
 * Per-IP caps are generous because Indian mobile carriers put many users behind one address
 * (carrier-grade NAT); they stop one machine from pumping SMS across many numbers.
 */
export const OTP_SENDS_PER_IP_PER_HOUR = 60;
export const OTP_VERIFIES_PER_IP_PER_HOUR = 300;
/**
 * With a sandbox SMS provider nothing is spent and nobody's phone is reached, so the per-IP caps
 * are raised: e2e suites log in many times from 127.0.0.1. Per-code and per-phone limits stay.
 */
export const SANDBOX_IP_CAP_MULTIPLIER = 20;

/** The login access-token (from verify to login) and the lead token are short-lived proofs. */
export const LOGIN_GRANT_LIFETIME_SECONDS = 2 * 60;
export const LEAD_TOKEN_LIFETIME_SECONDS = 30 * 60;

export const OTP_MESSAGES = {
  incorrect: DEFAULT_OTP_ERROR,
  expired: 'This OTP has expired. Please request a new one.',
  codeLocked: 'Too many incorrect attempts. Please request a new OTP.',
  dailyFailuresReached:
    'Too many incorrect attempts on this number today. Please try again tomorrow.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  hourlySendsReached: 'You have requested too many OTPs. Please try again in an hour.',
  dailySendsReached:
    "You have reached today's OTP limit for this number. Please try again tomorrow.",
  ipSendsReached: 'Too many OTP requests from your network. Please try again later.',
  ipVerifiesReached: 'Too many OTP attempts from your network. Please try again later.',
  notSent: 'We could not send the OTP right now. Please try again.',
} as const;
