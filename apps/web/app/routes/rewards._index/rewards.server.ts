import type { Coupon, SpinState, UserRewardsResponse } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFrameUser } from '../../components/auth/load-user.server';
import { rewardsApi, rewardsHeaders } from '../../components/rewards/rewards-api';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';

export interface CouponFaq {
  question: string;
  answer: string;
}

/** Everything the rewards page shows, or loggedIn: false for a visitor. */
export async function loadRewardsPage(context: AppLoadContext) {
  const user = await loadFrameUser(context);
  if (!user) return { loggedIn: false as const };
  const api = apiClient(context);
  const headers = rewardsHeaders();
  const [rewards, spin, offers, challanCoupons] = await Promise.all([
    api.get<{ data: UserRewardsResponse }>(rewardsApi.userRewards(user.userId), headers),
    api.get<{ data: SpinState }>(rewardsApi.spinState(), headers),
    api.get<{ data: Coupon[] }>(rewardsApi.offers(), headers),
    api.get<{ data: Coupon[] }>(rewardsApi.clientRewards('challan', 'COUPON'), headers),
  ]);
  const couponIds = new Set([
    ...rewards.data.rewards.map((reward) => reward.coupon.id),
    ...offers.data.map((coupon) => coupon.id),
    ...challanCoupons.data.map((coupon) => coupon.id),
  ]);
  const faqs: Record<string, CouponFaq[]> = {};
  await Promise.all(
    [...couponIds].map(async (id) => {
      const answer = await api.get<{ data: { faqs: CouponFaq[] } }>(rewardsApi.faq(id), headers);
      faqs[id] = answer.data.faqs;
    }),
  );
  const held = new Set(
    rewards.data.rewards
      .filter((reward) => reward.status !== 'redeemed' && reward.status !== 'expired')
      .map((reward) => reward.coupon.id),
  );
  return {
    loggedIn: true as const,
    rewards: rewards.data.rewards,
    spins: rewards.data.spins,
    spin: spin.data,
    // Coupons and offers the user does not hold yet (opting in adds them to "Your rewards").
    available: [...offers.data, ...challanCoupons.data].filter((coupon) => !held.has(coupon.id)),
    faqs,
  };
}

/** The opt-in button's form post. */
export async function optInAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const couponId = String(form.get('couponId') ?? '');
  try {
    await apiClient(context).post(rewardsApi.optIn(), { couponId }, rewardsHeaders());
    return {
      ok: true as const,
      couponId,
      message: 'Done! The coupon is ready to use at checkout.',
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500)
      return { ok: false as const, couponId, message: error.message };
    throw error;
  }
}
