import { ApplicationResult } from '../components/loan';
import { loadApplicationResult } from '../components/loan/index.server';
import { LoginRequired } from '../components/auth';
import type { Route } from './+types/used-car-loan.applications.$id';

export const meta: Route.MetaFunction = () => [
  { title: 'Your loan eligibility | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export const handle = { routeName: 'used-car-loan', pageType: 'used-car-loan' };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadApplicationResult(context, request, params.id);
}

/** /used-car-loan/applications/:id/: the eligibility answer and status of one application. */
export default function LoanApplicationPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.application) {
    return (
      <LoginRequired
        title="Your loan eligibility"
        reason="continue"
        text="Log in with the mobile number you applied with to see this application."
      />
    );
  }
  return (
    <ApplicationResult application={loaderData.application} redirectTo={loaderData.redirectTo} />
  );
}
