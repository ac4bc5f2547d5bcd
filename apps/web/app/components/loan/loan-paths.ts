import { paths } from '../../lib/paths';

/** Links inside the car-loan area (the spec fixes /used-car-loan/; the rest is decision 0061). */
export const loanPaths = {
  landing: () => paths.usedCarLoan(),
  /** A section of the landing page, e.g. #emi-calculator. */
  section: (anchor: string) => `${paths.usedCarLoan()}#${anchor}`,
  personalDetails: (redirectTo: string, cfSource: string) =>
    paths.financePersonalDetails(redirectTo, cfSource),
  application: (id: string, redirectTo?: string | null) =>
    `/used-car-loan/applications/${encodeURIComponent(id)}/${
      redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''
    }`,
} as const;

/** cfSource when the visitor reached the loan page without a fromSource (its page type). */
export const LOAN_PAGE_CF_SOURCE = 'used-car-loan';
