import { Link } from 'react-router';
import { PersonalDetailsForm } from '../components/loan';
import { loadPersonalDetails, submitPersonalDetails } from '../components/loan/index.server';
import { LoanLoginPrompt } from '../components/loan';
import { loanPaths } from '../components/loan';
import type { Route } from './+types/used-car-loan.personal-details';

export const meta: Route.MetaFunction = () => [
  { title: 'Check your loan eligibility | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

/** Page type interest-form (spec §2): the finance flow's first form. */
export const handle = { routeName: 'used-car-loan', pageType: 'interest-form' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPersonalDetails(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitPersonalDetails(context, request);
}

/** /used-car-loan/personal-details/: where the loan login leads (spec §4). */
export default function LoanPersonalDetails({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <LoanLoginPrompt
        redirectTo={loaderData.redirectTo ?? loanPaths.landing()}
        cfSource={loaderData.cfSource}
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <p className="text-sm">
        <Link to={loanPaths.landing()} className="text-brand-800 underline">
          Used car loan
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink md:text-3xl">Check your loan eligibility</h1>
      <p className="mt-2 text-slate-700">
        Tell us about yourself and the loan you want. You get an indicative answer straight away; a
        lending partner confirms it after a credit check.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 p-5 md:p-8">
        <PersonalDetailsForm
          fullName={loaderData.fullName}
          cities={loaderData.cities}
          prefill={loaderData.prefill}
          carChoices={loaderData.carChoices}
          failure={actionData}
        />
      </div>
    </main>
  );
}
