import type { OtpPurpose } from '@carsetu/contracts';
import { OTP_LIFETIME_SECONDS } from './otp.constants';

/** What the code is for, in the SMS: a code for one thing must not read as a code for another. */
const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: 'log in to CarSetu',
  'call-back': 'confirm your CarSetu call-back request',
  seller: 'confirm your CarSetu car sale appointment',
  pickup: 'confirm your CarSetu car pickup',
  dealer: 'confirm your CarSetu dealer visit',
};

export function otpMessageText(code: string, purpose: OtpPurpose): string {
  const minutes = OTP_LIFETIME_SECONDS / 60;
  return `${code} is your OTP to ${PURPOSE_TEXT[purpose]}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}
