// The reviews feature's public surface: other folders import it only from here (decision 0139).
export { PAGE_REVIEW_COUNT } from './reviews-api';
export { ReviewsSection } from './reviews-section';
