/** API paths of the seller's "Complete your sale" panels (consumer gateway, spec §7). */
const CONSUMER = '/api/consumer';
const token = (value: string) => `${CONSUMER}/api/v1/appointment/token/${value}`;

export const closingApi = {
  dmsAuth: () => `${CONSUMER}/seller/dms/auth`,
  upload: () => `${CONSUMER}/api/v2/seller/documents`,
  documents: (appointmentId: string) =>
    `${CONSUMER}/api/v2/seller/documents?appointmentId=${encodeURIComponent(appointmentId)}`,
  checklist: (value: string) => `${token(value)}/document/upload/verify`,
  bank: (value: string) => `${token(value)}/bank-verify`,
  bankMismatchConfirm: (value: string) => `${token(value)}/bank-verify/mismatch-confirm`,
  loan: (value: string) => `${token(value)}/loan-details`,
  kyc: (value: string) => `${token(value)}/kyc`,
  creditConsent: (value: string) => `${token(value)}/credit-report-consent`,
  partyVideo: (value: string) => `${token(value)}/party-video`,
};
