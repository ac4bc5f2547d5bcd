import { formatDateTime, formatMoney, loanTimeline, rupees, toPaise } from '@carsetu/contracts';
import { Link } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { LoanStatusBadge } from '../../components/loan';
import { loanPaths } from '../../components/loan';
import { buttonClasses } from '../../components/ui';
import { Timeline } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => [
  { title: 'My Loans | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const mine = await unwrap(typedApi(context).GET('/api/consumer/api/v1/loan/applications'));
    return { loggedIn: true, applications: mine.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, applications: [] };
    throw error;
  }
}

/** /my-loans (account menu): the user's car-loan applications, each with its timeline. */
export default function MyLoansPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title="My Loans"
        reason="continue"
        text="Log in to see your car-loan applications and where each one stands."
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">My Loans</h1>
      {loaderData.applications.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">No loan applications yet</h2>
          <p className="mt-2 text-slate-600">
            Check your eligibility in two minutes; it does not affect your credit score.
          </p>
          <Link to={loanPaths.landing()} className={buttonClasses('primary', 'mt-5')}>
            Check loan eligibility
          </Link>
        </section>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {loaderData.applications.map((application) => (
            <li key={application.id} className="rounded-2xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold text-ink">
                    <Link to={loanPaths.application(application.id)} className="hover:underline">
                      {formatMoney(toPaise(rupees(application.loanAmountRupees)))} for{' '}
                      {application.tenureMonths} months
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700">
                    Applied {formatDateTime(application.createdAt)} · {application.cityName}
                  </p>
                </div>
                <LoanStatusBadge status={application.status} />
              </div>
              <Timeline
                label={`Progress of the loan applied ${formatDateTime(application.createdAt)}`}
                steps={loanTimeline(application.status)}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
