import type { Database } from '@carsetu/db';
import {
  DEFAULT_LOAN_STATUS,
  LoanEligibilitySchema,
  LoanStatusSchema,
  EmploymentTypeSchema,
  maskPan,
  type CreateLoanApplicationBody,
  type LoanApplication,
  type LoanEligibility,
  type LoanEligibilityBody,
  type LoanStatus,
} from '@carsetu/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { checkEligibility, type LoanCar } from './eligibility';
import {
  cityExists,
  findListingForLoan,
  findOwnLoanApplication,
  insertLoanApplication,
  listOwnLoanApplications,
  type LoanApplicationRow,
} from './loan-application.repository';

const PAISE_PER_RUPEE = 100;
export const LISTING_NOT_FOUND_MESSAGE =
  'We could not find that car. Check the listing id or leave it empty.';
export const CITY_NOT_FOUND_MESSAGE = 'Choose your city from the list';

/** The car of the listing id, or a field error: a wrong id must not silently drop the car rules. */
async function loanCar(db: Database, listingId: number | undefined): Promise<LoanCar | null> {
  if (listingId === undefined) return null;
  const listing = await findListingForLoan(db, listingId);
  if (!listing)
    throw badRequest(LISTING_NOT_FOUND_MESSAGE, { listingId: LISTING_NOT_FOUND_MESSAGE });
  return { year: listing.year, priceRupees: listing.pricePaise / PAISE_PER_RUPEE };
}

/** POST api/v1/loan/eligibility: the rules only, nothing stored. */
export async function evaluateEligibility(
  db: Database,
  input: LoanEligibilityBody,
  today = new Date(),
): Promise<LoanEligibility> {
  return checkEligibility(input, today, await loanCar(db, input.listingId));
}

/** Creates the applicant's application (PENDING) with the eligibility answer they were shown. */
export async function createLoanApplication(
  db: Database,
  userId: string,
  input: CreateLoanApplicationBody,
  today = new Date(),
): Promise<LoanApplication> {
  if (!(await cityExists(db, input.cityId))) {
    throw badRequest(CITY_NOT_FOUND_MESSAGE, { cityId: CITY_NOT_FOUND_MESSAGE });
  }
  const eligibility = checkEligibility(input, today, await loanCar(db, input.listingId));
  const id = await insertLoanApplication(db, {
    userId,
    status: DEFAULT_LOAN_STATUS,
    fullName: input.fullName,
    dateOfBirth: input.dateOfBirth,
    employmentType: input.employmentType,
    monthlyIncomePaise: input.monthlyIncomeRupees * PAISE_PER_RUPEE,
    existingEmiPaise: input.existingEmiRupees * PAISE_PER_RUPEE,
    loanAmountPaise: input.loanAmountRupees * PAISE_PER_RUPEE,
    tenureMonths: input.tenureMonths,
    pan: input.pan,
    cityId: input.cityId,
    listingId: input.listingId ?? null,
    cfSource: input.cfSource || null,
    eligibility,
  });
  return getLoanApplication(db, userId, id);
}

export async function getLoanApplication(
  db: Database,
  userId: string,
  id: string,
): Promise<LoanApplication> {
  const row = await findOwnLoanApplication(db, userId, id);
  if (!row) throw notFound('We could not find this loan application.');
  return toLoanApplication(row);
}

export async function listLoanApplications(
  db: Database,
  userId: string,
  status?: LoanStatus,
): Promise<LoanApplication[]> {
  return (await listOwnLoanApplications(db, userId, status)).map(toLoanApplication);
}

function toLoanApplication({ application, cityName }: LoanApplicationRow): LoanApplication {
  return {
    id: application.id,
    status: LoanStatusSchema.parse(application.status),
    fullName: application.fullName,
    dateOfBirth: application.dateOfBirth,
    employmentType: EmploymentTypeSchema.parse(application.employmentType),
    monthlyIncomeRupees: Math.round(Number(application.monthlyIncomePaise) / PAISE_PER_RUPEE),
    existingEmiRupees: Math.round(Number(application.existingEmiPaise) / PAISE_PER_RUPEE),
    loanAmountRupees: Math.round(Number(application.loanAmountPaise) / PAISE_PER_RUPEE),
    tenureMonths: application.tenureMonths,
    cityId: application.cityId,
    cityName,
    listingId: application.listingId,
    // The full PAN stays in the database for the lender; pages only ever see the last 4.
    panMasked: maskPan(application.pan),
    cfSource: application.cfSource,
    eligibility: LoanEligibilitySchema.parse(application.eligibility),
    createdAt: new Date(application.createdAt).toISOString(),
  };
}
