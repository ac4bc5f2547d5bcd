export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_HINT = 'Enter 4 digit OTP';
export const DEFAULT_OTP_ERROR = 'Incorrect OTP, please try again.';
export const NETWORK_ERROR_MESSAGE =
  "Uh oh! We're having trouble connecting to the internet. Please check and try again";
