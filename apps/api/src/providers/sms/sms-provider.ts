import type { OtpPurpose } from '@carsetu/contracts';

/** One OTP SMS. `text` is the full message; template-based gateways send `code` as a variable. */
export interface OtpSms {
  /** 10-digit Indian mobile (the +91 is added by the provider). */
  to: string;
  code: string;
  purpose: OtpPurpose;
  text: string;
}

/** One notice SMS (vehicle wallet reminders): plain text for a user who opted in. */
export interface NoticeSms {
  /** 10-digit Indian mobile (the +91 is added by the provider). */
  to: string;
  text: string;
}

/** Sends OTP messages and opted-in notices. Implementations: the sandbox outbox and MSG91. */
export interface SmsProvider {
  readonly name: 'outbox' | 'msg91';
  sendOtp(message: OtpSms): Promise<void>;
  sendNotice(message: NoticeSms): Promise<void>;
}

/** The provider could not take the message; the caller answers 503 and the code is withdrawn. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
