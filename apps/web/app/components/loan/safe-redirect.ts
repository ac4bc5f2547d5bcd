// One rule for every redirect target taken from a URL or a request body (the API's login uses it too).
export { REDIRECT_MAX_LENGTH, safeRedirectPath } from '@carsetu/contracts';
