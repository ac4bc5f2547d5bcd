import {
  calculateEmi,
  carDetailPath,
  EMI_DEFAULTS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LOAN_RATE_RANGE,
  LOAN_TENURE_RANGE,
  type EmploymentType,
  type FinanceDocuments,
  type LoanBanner,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import { findListingForLoanLink } from './loan-application.repository';

/** The most of a car's value lenders fund (shared/data/india/formats.md: 60-90 %). */
export const MAX_FUNDING_PERCENT = 90;
/** Where the car page's loan link says the request came from (cfSource). */
export const CAR_PAGE_CF_SOURCE = 'car-page';

const listingOrThrow = async (db: Database, listingId: number) => {
  const listing = await findListingForLoanLink(db, listingId);
  if (!listing) throw notFound('We could not find that car.');
  return listing;
};

/** The loans banner: market-norm rate and tenure; with a car, the lowest EMI for it. */
export async function loanBanner(db: Database, listingId?: number): Promise<LoanBanner> {
  const listing = listingId === undefined ? null : await listingOrThrow(db, listingId);
  const loanRupees = listing
    ? Math.round((listing.pricePaise / 100) * EMI_DEFAULTS.loanShareOfPrice)
    : null;
  return {
    headline: `Car loans from ${LOAN_RATE_RANGE.min}% a year, up to ${LOAN_TENURE_RANGE.max / 12} years`,
    rateFromPercent: LOAN_RATE_RANGE.min,
    maxTenureMonths: LOAN_TENURE_RANGE.max,
    maxFundingPercent: MAX_FUNDING_PERCENT,
    emiFromRupees:
      loanRupees === null
        ? null
        : Math.ceil(calculateEmi(loanRupees, LOAN_RATE_RANGE.min, LOAN_TENURE_RANGE.max)),
    listingId: listing?.id ?? null,
  };
}

/**
 * Where "Check loan eligibility" leads: the personal-details step, prefilled with the car and
 * 80 % of its price, returning to the car page. Without a car: the loan landing page.
 */
export async function loanRedirectLink(db: Database, listingId?: number): Promise<string> {
  if (listingId === undefined) return '/used-car-loan/';
  const listing = await listingOrThrow(db, listingId);
  const query = new URLSearchParams({
    redirectTo: carDetailPath(listing),
    cfSource: CAR_PAGE_CF_SOURCE,
    listingId: String(listing.id),
    loanAmount: String(Math.round((listing.pricePaise / 100) * EMI_DEFAULTS.loanShareOfPrice)),
  });
  return `/used-car-loan/personal-details/?${query.toString()}`;
}

/** The documents lenders ask for, by how the applicant earns (RBI KYC plus income proof). */
const IDENTITY_DOCUMENTS = [
  { name: 'PAN card', detail: 'Mandatory for every loan.' },
  {
    name: 'Address proof',
    detail: 'Aadhaar, passport, voter ID or driving licence.',
  },
  { name: 'Photograph', detail: 'A recent passport-size photograph.' },
];
const FINANCE_DOCUMENTS: Record<EmploymentType, { name: string; detail: string }[]> = {
  salaried: [
    ...IDENTITY_DOCUMENTS,
    { name: 'Salary slips', detail: 'The last 3 months.' },
    { name: 'Form 16 or ITR', detail: 'Form 16 or the income tax return of the last year.' },
    { name: 'Bank statements', detail: 'The last 6 months of your salary account.' },
  ],
  'self-employed': [
    ...IDENTITY_DOCUMENTS,
    {
      name: 'Income tax returns',
      detail: 'The last 2 years, with the computation of income.',
    },
    {
      name: 'Business proof',
      detail: 'GST registration, shop and establishment or practice certificate.',
    },
    {
      name: 'Bank statements',
      detail: 'The last 6 months of your current and savings accounts.',
    },
  ],
};

export function financeDocuments(employmentType?: EmploymentType): FinanceDocuments {
  const types = employmentType ? [employmentType] : [...EMPLOYMENT_TYPES];
  return {
    data: types.map((type) => ({
      employmentType: type,
      label: EMPLOYMENT_TYPE_LABELS[type],
      documents: FINANCE_DOCUMENTS[type],
    })),
  };
}
