/**
 * Coupons and rewards service (issue 12 item 1; spec §6 "Rewards calls send a country header (IN)
 * and a vehicle-type header (CAR)"). Zod-free, so the browser can use it. Decision 0128.
 */
export const REWARDS_COUNTRY_HEADER = 'x-country';
export const REWARDS_VEHICLE_TYPE_HEADER = 'x-vehicle-type';
/** Spec §9: default vehicle-type header CAR, country IN. */
export const REWARDS_COUNTRY = 'IN';
export const REWARDS_VEHICLE_TYPE = 'CAR';
/** The headers every rewards call sends (literal types: the typed clients check them). */
export const REWARDS_HEADERS = {
  [REWARDS_COUNTRY_HEADER]: REWARDS_COUNTRY,
  [REWARDS_VEHICLE_TYPE_HEADER]: REWARDS_VEHICLE_TYPE,
} as const;

/** Spins per user per India (IST) calendar day (decision 0128). */
export const SPINS_PER_IST_DAY = 3;
/** Trigger calls (retries included) per user per hour before 429 (abuse limit, decision 0128). */
export const SPIN_TRIGGERS_PER_HOUR = 30;
/** A coupon won on the wheel is valid this many days (or until the coupon ends, if sooner). */
export const SPIN_REWARD_VALID_DAYS = 30;
/** A discount never brings an order below ₹1 (the gateway's smallest charge). */
export const MIN_PAYABLE_AFTER_DISCOUNT_PAISE = 100;

export const REWARD_CLIENTS = ['challan', 'car-booking'] as const;
export type RewardClient = (typeof REWARD_CLIENTS)[number];

export const REWARDS_MESSAGES = {
  countryHeader: `Send the ${REWARDS_COUNTRY_HEADER} header with the value ${REWARDS_COUNTRY}`,
  vehicleTypeHeader: `Send the ${REWARDS_VEHICLE_TYPE_HEADER} header with the value ${REWARDS_VEHICLE_TYPE}`,
  notYourRewards: 'You can only see your own rewards.',
  dailyLimit: `You have used all ${SPINS_PER_IST_DAY} spins for today. Come back tomorrow!`,
  tooManySpins: 'Too many spin attempts. Please wait a while and try again.',
  idempotencyKey: 'Send an Idempotency-Key header (8 to 128 characters) with each spin',
  unknownCoupon: 'We could not find this coupon.',
  expired: 'This coupon has expired.',
  notStarted: 'This coupon is not active yet.',
  perUserLimit: 'You have already used this coupon as many times as it allows.',
  totalLimit: 'This coupon has been fully claimed. Look out for the next one!',
  alreadyOptedIn: 'You have already opted in to this coupon.',
  spinOnly: 'This coupon can only be won on the spin wheel.',
  notOptedIn: 'Opt in to this coupon on your Rewards page before applying it.',
  wrongCheckout: 'This coupon cannot be used for this payment.',
  minOrder: (rupees: string) => `This coupon needs a payment of at least ${rupees}.`,
  noPrize: 'Better luck next time',
} as const;
