// The partners feature's public surface: other folders import it only from here (decision 0139).
export { MUSIC_OFFER_PATH } from './partners-api';
export { ReferAFriend } from './refer-a-friend';
export { ReferralTracker } from './referral-tracker';
