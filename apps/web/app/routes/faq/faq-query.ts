/** Search text limits of faq-search?version=2 (the API rejects fewer than 2 characters). */
export const FAQ_QUERY_MIN_LENGTH = 2;
export const FAQ_QUERY_MAX_LENGTH = 100;
