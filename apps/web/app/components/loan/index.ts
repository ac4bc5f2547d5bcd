// The loan feature's public surface: other folders import it only from here (decision 0139).
export { ApplicationResult } from './application-result';
export { LoanBanner } from './loan-banner';
export { LoanLoginPrompt } from './loan-login-prompt';
export { LoanPage } from './loan-page';
export { loanPaths } from './loan-paths';
export { LoanStatusBadge } from './loan-status-badge';
export { PersonalDetailsForm } from './personal-details-form';
