import { REWARDS_HEADERS, type UserReward } from '@carsetu/contracts';

/** API paths of the coupons and rewards service (spec §7), mounted at /api/rewards. */
const BASE = '/api/rewards';
export const rewardsApi = {
  userRewards: (userId: string) => `${BASE}/v1/user-rewards?user-id=${encodeURIComponent(userId)}`,
  optIn: () => `${BASE}/v1/coupon/opt-in`,
  offers: () => `${BASE}/v1/offers`,
  clientRewards: (client: 'challan' | 'car-booking', type: 'OFFER' | 'COUPON') =>
    `${BASE}/v1/client-rewards/${client}?type=${type}`,
  faq: (couponId: string) => `${BASE}/v1/coupon/${encodeURIComponent(couponId)}/faq`,
  spinState: () => `${BASE}/v1/user/spin/state`,
  spinTrigger: () => `${BASE}/v3/user/spin/trigger`,
};

/** Every rewards call sends these (spec §6): x-country: IN, x-vehicle-type: CAR. */
export const rewardsHeaders = (): Record<string, string> => ({ ...REWARDS_HEADERS });

export type RewardStatus = UserReward['status'];
