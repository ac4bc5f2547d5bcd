import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import {
  LOAN_AMOUNT_RANGE_RUPEES,
  LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS,
  LOAN_APPLICANT_MIN_AGE_YEARS,
  LOAN_MIN_MONTHLY_INCOME_RUPEES,
  LOAN_RATE_RANGE,
  LOAN_TENURE_RANGE,
} from '@carsetu/contracts';

/**
 * The car-loan page's fixed copy. Figures come from the shared limits so the page, the
 * calculator and the API always say the same thing.
 */

export const LOAN_PAGE_SECTIONS = [
  { id: 'benefits', label: 'Benefits' },
  { id: 'emi-calculator', label: 'EMI calculator' },
  { id: 'eligibility', label: 'Eligibility' },
  { id: 'documents', label: 'Documents' },
  { id: 'loan-process', label: 'How it works' },
  { id: 'compare-lenders', label: 'Compare lenders' },
  { id: 'faq', label: 'FAQs' },
] as const;

export const ELIGIBILITY_CRITERIA = [
  {
    title: 'Age',
    body: `${LOAN_APPLICANT_MIN_AGE_YEARS} years or older when you apply, and at most ${LOAN_APPLICANT_MAX_AGE_AT_MATURITY_YEARS} when the loan ends.`,
  },
  {
    title: 'Income',
    body: `A monthly income from ${formatMoney(toPaise(rupees(LOAN_MIN_MONTHLY_INCOME_RUPEES)))}, salaried or self-employed. All your EMIs together should stay within half of it.`,
  },
  {
    title: 'Credit score',
    body: 'A CIBIL or other bureau score of 650 or more is recommended; a higher score gets a better rate.',
  },
  {
    title: 'The car',
    body: 'Lenders finance 60% to 90% of the car’s value, and the car should be at most 8 to 10 years old when the loan ends.',
  },
  {
    title: 'Loan size and tenure',
    body: `From ${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.min)))} to ${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.max)))}, for ${LOAN_TENURE_RANGE.min} to ${LOAN_TENURE_RANGE.max} months.`,
  },
] as const;

/** Loan states as the applicant sees them; PENDING is where every new application starts. */
export const LOAN_PROCESS_STEPS = [
  {
    title: 'Check eligibility',
    body: 'Share a few personal and income details. It takes about two minutes and does not affect your credit score.',
  },
  {
    title: 'Application pending',
    body: 'Your application is PENDING while our lending partners review it and run a credit check with your consent.',
  },
  {
    title: 'Approval',
    body: 'You get the sanctioned amount, rate and EMI. Upload your documents and bank statements to confirm.',
  },
  {
    title: 'Disbursal',
    body: 'The lender pays the seller directly and the car is hypothecated to the lender until the loan is repaid.',
  },
] as const;

/**
 * Typical market ranges by lender type (shared/data/india/formats.md norms), not live offers:
 * the page labels them as illustrative and the lender sets the actual terms.
 */
export const LENDER_COMPARISON = [
  {
    lender: 'Public-sector banks',
    rate: '9.25% – 12%',
    funding: 'Up to 80% – 85%',
    tenure: '12 – 84 months',
    fee: 'Up to 0.5% + 18% GST',
    bestFor: 'Salaried applicants with a strong credit score',
  },
  {
    lender: 'Private banks',
    rate: '11% – 16%',
    funding: 'Up to 85% – 90%',
    tenure: '12 – 84 months',
    fee: 'Up to 1% + 18% GST',
    bestFor: 'Quick decisions and doorstep paperwork',
  },
  {
    lender: 'NBFCs',
    rate: `13% – ${LOAN_RATE_RANGE.max}%`,
    funding: 'Up to 90%',
    tenure: '12 – 72 months',
    fee: 'Up to 2% + 18% GST',
    bestFor: 'Self-employed applicants, thinner credit history, older cars',
  },
] as const;
