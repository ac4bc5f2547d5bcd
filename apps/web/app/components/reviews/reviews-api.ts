/** API paths of customer reviews (vehicle base gateway, spec §7). */
const BASE = '/api/vehicle/customer-reviews';
export const reviewsApi = {
  create: () => `${BASE}/create`,
  reviewable: () => `${BASE}/reviewable`,
};
/** Reviews shown on the home and sell pages. */
export const PAGE_REVIEW_COUNT = 3;
