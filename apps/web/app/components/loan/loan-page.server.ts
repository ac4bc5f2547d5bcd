import { CfSourceSchema } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { calculateFromForm, DEFAULT_EMI_FORM_VALUES, type EmiFormValues } from './emi-result';
import { LOAN_PAGE_CF_SOURCE, loanPaths } from './loan-paths';
import { safeRedirectPath } from './safe-redirect';

export const LOAN_PAGE_FAQ_COUNT = 8;

/** My applications for the "your loan" block; null for a visitor (the API answers 401). */
export async function loadOwnApplications(context: AppLoadContext) {
  try {
    const { data } = await unwrap(typedApi(context).GET('/api/consumer/api/v1/loan/applications'));
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** fromSource (the header link's current path) → cfSource; a malformed value is dropped. */
export function readFromSource(url: URL): string {
  const parsed = CfSourceSchema.safeParse(url.searchParams.get('fromSource') ?? '');
  return parsed.success ? parsed.data : '';
}

export async function loadLoanPage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const fromSource = readFromSource(url);
  const submitted = ['loanAmount', 'interestRate', 'tenure'].some((key) =>
    url.searchParams.has(key),
  );
  const emiValues: EmiFormValues = submitted
    ? {
        loanAmount: url.searchParams.get('loanAmount') ?? '',
        interestRate: url.searchParams.get('interestRate') ?? '',
        tenure: url.searchParams.get('tenure') ?? '',
      }
    : DEFAULT_EMI_FORM_VALUES;

  const api = typedApi(context);
  const [content, faqs, applications, documents] = await Promise.all([
    unwrap(api.GET('/api/vehicle/page/content', { params: { query: { type: 'used-car-loan' } } })),
    unwrap(api.GET('/api/vehicle/v1/faq', { params: { query: { category: 'loan' } } })),
    loadOwnApplications(context),
    unwrap(api.GET('/api/vehicle/document/finance')),
  ]);
  return {
    documents: documents.data,
    content: content.data,
    faqs: faqs.data.slice(0, LOAN_PAGE_FAQ_COUNT),
    fromSource,
    // Where the eligibility flow ends: back where the visitor came from, else this page.
    redirectTo: safeRedirectPath(fromSource) ?? loanPaths.landing(),
    cfSource: fromSource || LOAN_PAGE_CF_SOURCE,
    emi: { values: emiValues, submitted, calculation: calculateFromForm(emiValues) },
    latestApplication: applications?.[0] ?? null,
  };
}

export type LoanPageData = Awaited<ReturnType<typeof loadLoanPage>>;
