// The loan feature's server-only surface (loaders and actions; decision 0139).
export { loadApplicationResult } from './application-result.server';
export { loadLoanPage } from './loan-page.server';
export { loadPersonalDetails, submitPersonalDetails } from './personal-details.server';
