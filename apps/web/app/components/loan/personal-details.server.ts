import {
  CfSourceSchema,
  CreateLoanApplicationBodySchema,
  formatMoney,
  paise,
  ListingIdOptionalSchema,
  LoanAmountRupeesSchema,
} from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { DEFAULT_CF_SOURCE } from '../auth';
import { loanPaths } from './loan-paths';
import { safeRedirectPath } from './safe-redirect';

/** The form's field names, in the API's words. */
export const PERSONAL_DETAILS_FIELDS = [
  'fullName',
  'dateOfBirth',
  'employmentType',
  'monthlyIncomeRupees',
  'existingEmiRupees',
  'loanAmountRupees',
  'tenureMonths',
  'pan',
  'cityId',
  'listingId',
] as const;
const RUPEE_FIELDS = new Set(['monthlyIncomeRupees', 'existingEmiRupees', 'loanAmountRupees']);
export type PersonalDetailsField = (typeof PERSONAL_DETAILS_FIELDS)[number];
export type PersonalDetailsValues = Partial<Record<PersonalDetailsField, string>>;

async function loadProfile(context: AppLoadContext) {
  try {
    const { data: profile } = await unwrap(
      typedApi(context).GET('/api/login/api/v1/profile-details'),
    );
    return profile;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The query of /used-car-loan/personal-details/: where to return, the source, prefills. */
export function readPersonalDetailsQuery(url: URL) {
  const cfSource = CfSourceSchema.safeParse(url.searchParams.get('cfSource') ?? '');
  const listingId = ListingIdOptionalSchema.safeParse(url.searchParams.get('listingId') ?? '');
  const amount = LoanAmountRupeesSchema.safeParse(url.searchParams.get('loanAmount') ?? '');
  return {
    redirectTo: safeRedirectPath(url.searchParams.get('redirectTo')),
    cfSource: (cfSource.success && cfSource.data) || DEFAULT_CF_SOURCE,
    prefill: {
      listingId: listingId.success && listingId.data ? String(listingId.data) : '',
      loanAmountRupees: amount.success ? String(amount.data) : '',
    },
  };
}

export async function loadPersonalDetails(context: AppLoadContext, request: Request) {
  const query = readPersonalDetailsQuery(new URL(request.url));
  const profile = await loadProfile(context);
  if (!profile) return { signedIn: false as const, ...query };
  const [cities, carChoices] = await Promise.all([
    unwrap(typedApi(context).GET('/api/vehicle/v1/cities')),
    loadCarChoices(context, query.prefill.listingId),
  ]);
  return {
    signedIn: true as const,
    ...query,
    carChoices,
    fullName: profile.name ?? '',
    cities: cities.data
      .filter((city) => !city.isVirtualCity && !city.isGroupCity)
      .map((city) => ({ id: city.id, name: city.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export interface CarChoice {
  listingId: string;
  label: string;
}

/**
 * The cars a buyer can pick for the loan: the one they came from (car page link) and their
 * shortlist. The buyer picks a car by name, never types an internal id.
 */
async function loadCarChoices(
  context: AppLoadContext,
  fromListingId: string,
): Promise<CarChoice[]> {
  const api = typedApi(context);
  const [shortlist, fromCar] = await Promise.all([
    unwrap(api.GET('/api/consumer/inventory/v1/wishlist')).then((list) =>
      list.data.map((item) => item.listing),
    ),
    fromListingId
      ? unwrap(
          api.GET('/api/consumer/inventory/v1/listings/{id}', {
            params: { path: { id: Number(fromListingId) } },
          }),
        )
          .then((car) => car.data)
          .catch((error: unknown) => {
            // A car gone from sale is simply not offered.
            if (error instanceof ApiRequestError && error.status === 404) return null;
            throw error;
          })
      : Promise.resolve(null),
  ]);
  const cars = fromCar ? [fromCar, ...shortlist.filter((car) => car.id !== fromCar.id)] : shortlist;
  return cars.map((car) => ({
    listingId: String(car.id),
    label: `${car.title} · ${formatMoney(paise(car.pricePaise), 'compact')}`,
  }));
}

export interface PersonalDetailsFailure {
  message: string;
  fields: Partial<Record<PersonalDetailsField, string>>;
  values: PersonalDetailsValues;
}

/**
 * Checks the form with the API's own schema (instant field messages, no round trip), then lets
 * the API decide. Success goes to the application's result page (post/redirect/get), carrying
 * a same-site redirectTo only.
 */
export async function submitPersonalDetails(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const { redirectTo, cfSource } = readPersonalDetailsQuery(url);
  const form = await request.formData();
  const values: PersonalDetailsValues = {};
  for (const field of PERSONAL_DETAILS_FIELDS) values[field] = String(form.get(field) ?? '');
  // An empty optional field means "not given", so the schema's default applies; amounts may be
  // typed with Indian digit grouping (5,00,000).
  const body = Object.fromEntries(
    Object.entries({ ...values, cfSource })
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, RUPEE_FIELDS.has(key) ? value.replace(/[,\s]/g, '') : value]),
  );
  const failure = (message: string, fields: PersonalDetailsFailure['fields'], status: number) =>
    data<PersonalDetailsFailure>({ message, fields, values }, { status });

  const parsed = CreateLoanApplicationBodySchema.safeParse(body);
  if (!parsed.success) {
    const fields: PersonalDetailsFailure['fields'] = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path[0] as PersonalDetailsField] ??= issue.message;
    }
    return failure('Please correct the highlighted fields.', fields, 400);
  }
  try {
    const { data: application } = await unwrap(
      typedApi(context).POST('/api/consumer/api/v1/loan/applications', { body: parsed.data }),
    );
    return redirect(loanPaths.application(application.id, redirectTo), { status: 303 });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return failure(error.message, error.fields ?? {}, error.status);
    }
    throw error;
  }
}
