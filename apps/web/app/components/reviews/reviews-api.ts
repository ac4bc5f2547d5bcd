/** Reviews shown on the home and sell pages. */
export const PAGE_REVIEW_COUNT = 3;
