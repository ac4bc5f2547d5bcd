import { REWARDS_HEADERS, type UserReward } from '@carsetu/contracts';

/**
 * API path of the coupons and rewards service (spec §7, mounted at /api/rewards) that the browser
 * calls (the spin wheel); loaders and actions use typedApi.
 */
const BASE = '/api/rewards';
export const rewardsApi = {
  spinTrigger: () => `${BASE}/v3/user/spin/trigger`,
};

/** Every rewards call sends these (spec §6): x-country: IN, x-vehicle-type: CAR. */
export const rewardsHeaders = (): Record<string, string> => ({ ...REWARDS_HEADERS });

export type RewardStatus = UserReward['status'];
