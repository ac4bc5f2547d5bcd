/** Referral API path the browser calls (consumer gateway, spec §7 "Others"). */
const BASE = '/api/consumer/api/v1';
export const partnersApi = {
  trackReferral: () => `${BASE}/referral/track`,
} as const;
/** The web route that sends a buyer on to the music partner with their voucher. */
export const MUSIC_OFFER_PATH = '/partner/music';
