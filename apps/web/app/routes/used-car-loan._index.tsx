import { LoanPage } from '../components/loan';
import { loadLoanPage } from '../components/loan/index.server';
import type { Route } from './+types/used-car-loan._index';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.content.metaTitle ?? 'Used car loan: check eligibility and EMI | CarSetu' },
  { name: 'description', content: data?.content.metaDescription ?? '' },
];

/** Route name and page type used-car-loan (spec §2): the frame highlights the Loan tab. */
export const handle = { routeName: 'used-car-loan', pageType: 'used-car-loan' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLoanPage(context, request);
}

export default function UsedCarLoan({ loaderData }: Route.ComponentProps) {
  return <LoanPage page={loaderData} />;
}
