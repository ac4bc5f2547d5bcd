// The rewards module's public surface: its routes, and the checkout hooks commerce calls inside
// its order transactions (reserve on order creation, confirm when paid, release otherwise).
export { rewardRoutes } from './rewards.routes';
export { confirmCoupon, releaseCoupon, reserveCoupon, type CheckoutKind } from './rewards.service';
