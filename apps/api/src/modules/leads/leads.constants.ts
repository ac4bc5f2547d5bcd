/*
 * Values the spec leaves open for call-back leads (docs/decisions/0071-call-back-leads.md).
 */

/**
 * Call-back leads one phone may create per day in India (IST midnight to midnight). An agent
 * calls back within hours, so a fourth request the same day is almost always a repeat tap or abuse.
 */
export const CALLBACK_LEADS_PER_PHONE_PER_DAY = 3;

/** Header of server-to-server request-callback calls (spec §6 "lead auth key"). */
export const LEAD_AUTH_KEY_HEADER = 'x-lead-auth-key';
/** Header of the frame's call-back lead call (spec §6 "the user's secure token"). */
export const SECURE_TOKEN_HEADER = 'x-secure-token';

export const LEAD_MESSAGES = {
  otpRequired: 'Verify your mobile number with an OTP first',
  dailyLimit:
    'You have already asked for a call back today. A representative will call you shortly.',
  badLeadAuthKey: 'A valid lead auth key is required',
  badSecureToken: 'Please reload the page and try again',
} as const;
