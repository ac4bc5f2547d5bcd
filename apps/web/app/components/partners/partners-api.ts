/** Referral and partner API paths (consumer gateway, spec §7 "Others"). */
const BASE = '/api/consumer/api/v1';
export const partnersApi = {
  myReferral: () => `${BASE}/referral/me`,
  trackReferral: () => `${BASE}/referral/track`,
  musicLink: () => `${BASE}/partner/music/redirect-link`,
} as const;
/** The web route that sends a buyer on to the music partner with their voucher. */
export const MUSIC_OFFER_PATH = '/partner/music';
