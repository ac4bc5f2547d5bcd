import {
  REWARDS_COUNTRY,
  REWARDS_COUNTRY_HEADER,
  REWARDS_VEHICLE_TYPE,
  REWARDS_VEHICLE_TYPE_HEADER,
} from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFrameUser } from '../../components/auth/index.server';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

/** Every rewards call sends these (spec §6): x-country: IN, x-vehicle-type: CAR. */
const header = {
  [REWARDS_COUNTRY_HEADER]: REWARDS_COUNTRY,
  [REWARDS_VEHICLE_TYPE_HEADER]: REWARDS_VEHICLE_TYPE,
} as const;

export interface CouponFaq {
  question: string;
  answer: string;
}

/** Everything the rewards page shows, or loggedIn: false for a visitor. */
export async function loadRewardsPage(context: AppLoadContext) {
  const user = await loadFrameUser(context);
  if (!user) return { loggedIn: false as const };
  const api = typedApi(context);
  const [rewards, spin, offers, challanCoupons] = await Promise.all([
    unwrap(
      api.GET('/api/rewards/v1/user-rewards', {
        params: { header, query: { 'user-id': user.userId } },
      }),
    ),
    unwrap(api.GET('/api/rewards/v1/user/spin/state', { params: { header } })),
    unwrap(api.GET('/api/rewards/v1/offers', { params: { header } })),
    unwrap(
      api.GET('/api/rewards/v1/client-rewards/{client}', {
        params: { header, path: { client: 'challan' }, query: { type: 'COUPON' } },
      }),
    ),
  ]);
  const couponIds = new Set([
    ...rewards.data.rewards.map((reward) => reward.coupon.id),
    ...offers.data.map((coupon) => coupon.id),
    ...challanCoupons.data.map((coupon) => coupon.id),
  ]);
  const faqs: Record<string, CouponFaq[]> = {};
  await Promise.all(
    [...couponIds].map(async (id) => {
      const answer = await unwrap(
        api.GET('/api/rewards/v1/coupon/{id}/faq', { params: { header, path: { id } } }),
      );
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
    await unwrap(
      typedApi(context).POST('/api/rewards/v1/coupon/opt-in', {
        params: { header },
        body: { couponId },
      }),
    );
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
