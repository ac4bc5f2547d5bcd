import { Link } from 'react-router';
import { LoginRequired } from '../components/auth';
import { loadOwnReport } from '../components/services/index.server';
import { ServiceHistoryReportView } from '../components/services';
import { servicesPaths } from '../components/services';
import type { Route } from './+types/car-service-history.report.$reportId';

export const meta: Route.MetaFunction = () => [
  { title: 'Your service history report | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadOwnReport(context, params.reportId);
}
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** An unlocked report: visible only to the user who unlocked it. */
export default function ServiceHistoryReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  if (!report) {
    return (
      <LoginRequired
        title="Your service history report"
        reason="check-service-history-report"
        text="Log in with the mobile number you used to get this report."
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <Link
        to={servicesPaths.serviceHistory()}
        className="text-sm font-semibold text-blue-700 underline"
      >
        Check another car
      </Link>
      <div className="mt-4">
        <ServiceHistoryReportView report={report} />
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
