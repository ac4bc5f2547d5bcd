import { z } from 'zod';
import {
  REWARD_CLIENTS,
  REWARDS_COUNTRY,
  REWARDS_COUNTRY_HEADER,
  REWARDS_MESSAGES,
  REWARDS_VEHICLE_TYPE,
  REWARDS_VEHICLE_TYPE_HEADER,
} from './rewards-rules';

export * from './rewards-rules';

/** Coupons and rewards service schemas (spec §7). Decision 0128. */
export const RewardsHeadersSchema = z.object({
  [REWARDS_COUNTRY_HEADER]: z.literal(REWARDS_COUNTRY, { error: REWARDS_MESSAGES.countryHeader }),
  [REWARDS_VEHICLE_TYPE_HEADER]: z.literal(REWARDS_VEHICLE_TYPE, {
    error: REWARDS_MESSAGES.vehicleTypeHeader,
  }),
});

export const RewardClientSchema = z.enum(REWARD_CLIENTS, {
  error: `client must be one of ${REWARD_CLIENTS.join(', ')}`,
});
export const CouponIdSchema = z
  .string()
  .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'Unknown coupon')
  .max(40, 'Unknown coupon');
export const CouponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,20}$/, 'Enter a coupon code of 4 to 20 letters or digits');

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['COUPON', 'OFFER']),
  client: z.enum(['challan', 'car-booking', 'all']),
  title: z.string(),
  description: z.string(),
  howToUse: z.string(),
  /** '₹50 off' or '10% off (up to ₹100)' */
  discountText: z.string(),
  minOrderPaise: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  perUserLimit: z.number().int(),
  /** Left of the total limit (null: no total limit). */
  remaining: z.number().int().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const UserRewardSchema = z.object({
  id: z.string(),
  coupon: CouponSchema,
  source: z.enum(['spin', 'opt_in']),
  /** issued: won, opt in to use; opted_in: ready to apply; reserved: held by an unpaid order. */
  status: z.enum(['issued', 'opted_in', 'reserved', 'redeemed', 'expired']),
  validUntil: z.string(),
  issuedAt: z.string(),
  optedInAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export type UserReward = z.infer<typeof UserRewardSchema>;

export const SpinSchema = z.object({
  id: z.string(),
  prizeId: z.string(),
  label: z.string(),
  won: z.boolean(),
  rewardId: z.string().nullable(),
  couponCode: z.string().nullable(),
  spunAt: z.string(),
});
export type Spin = z.infer<typeof SpinSchema>;

export const UserRewardsResponseSchema = z.object({
  data: z.object({
    userId: z.string(),
    rewards: z.array(UserRewardSchema),
    spins: z.array(SpinSchema),
  }),
});
export type UserRewardsResponse = z.infer<typeof UserRewardsResponseSchema>['data'];

export const SpinPrizeSchema = z.object({ id: z.string(), label: z.string() });
export const SpinStateSchema = z.object({
  limitPerDay: z.number().int(),
  spinsUsedToday: z.number().int(),
  spinsLeftToday: z.number().int(),
  /** When today's spins reset (midnight IST). */
  resetsAt: z.string(),
  /** The wheel's segments in order (odds stay on the server). */
  prizes: z.array(SpinPrizeSchema),
  lastSpin: SpinSchema.nullable(),
});
export type SpinState = z.infer<typeof SpinStateSchema>;

export const SpinTriggerResponseSchema = z.object({
  data: z.object({
    spin: SpinSchema,
    /** True when this answer repeats an earlier spin with the same Idempotency-Key. */
    replayed: z.boolean(),
    state: SpinStateSchema,
  }),
});

export const OptInBodySchema = z.object({ couponId: CouponIdSchema });
export const ClientMappingBodySchema = z.object({
  clients: z.array(RewardClientSchema).min(1).max(2),
});
export const CouponFaqSchema = z.object({ question: z.string(), answer: z.string() });
