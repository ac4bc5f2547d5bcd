import { formatDateTime } from '@carsetu/contracts';
import { Link } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { servicesPaths } from '../../components/services';
import { sellFlowPaths } from '../../components/sell-flow';
import { buttonClasses } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => [
  { title: 'My Reports | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const api = typedApi(context);
  try {
    const [serviceHistory, appointments] = await Promise.all([
      unwrap(api.GET('/api/consumer/api/v1/service-history/reports')),
      unwrap(api.GET('/api/consumer/api/v1/my-appointments')),
    ]);
    return {
      loggedIn: true,
      serviceReports: serviceHistory.reports,
      // A completed inspection of the user's own car has a report they own.
      inspectionReports: appointments.data
        .filter((appointment) => appointment.status === 'completed')
        .map((appointment) => ({
          token: appointment.token,
          title: `${appointment.car.year} ${appointment.car.makeName} ${appointment.car.modelName}`,
          registrationNumber: appointment.registrationNumber,
          slotStart: appointment.slotStart,
        })),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, serviceReports: [], inspectionReports: [] };
    throw error;
  }
}

const card =
  'flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4';

/** /my-reports (account menu): service-history reports bought and inspection reports owned. */
export default function MyReportsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title="My Reports"
        reason="continue"
        text="Log in to see the service-history and inspection reports you own."
      />
    );
  }
  const { serviceReports, inspectionReports } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">My Reports</h1>
      {serviceReports.length === 0 && inspectionReports.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">No reports yet</h2>
          <p className="mt-2 text-slate-600">
            Check a car&apos;s service history before you buy it, and the report is kept here.
          </p>
          <Link to={servicesPaths.serviceHistory()} className={buttonClasses('primary', 'mt-5')}>
            Check service history
          </Link>
        </section>
      ) : null}
      {serviceReports.length > 0 ? (
        <section aria-labelledby="service-reports" className="mt-8">
          <h2 id="service-reports" className="text-xl font-semibold text-ink">
            Service-history reports
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {serviceReports.map((report) => (
              <li key={report.reportId} className={card}>
                <div>
                  <p className="font-semibold text-ink">{report.registrationNumber}</p>
                  <p className="text-sm text-slate-700">
                    Unlocked {formatDateTime(report.unlockedAt)}
                  </p>
                </div>
                <Link
                  to={servicesPaths.serviceHistoryReport(report.reportId)}
                  className="font-semibold text-blue-700 underline"
                  aria-label={`View report for ${report.registrationNumber}`}
                >
                  View report
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {inspectionReports.length > 0 ? (
        <section aria-labelledby="inspection-reports" className="mt-8">
          <h2 id="inspection-reports" className="text-xl font-semibold text-ink">
            Inspection reports
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {inspectionReports.map((report) => (
              <li key={report.token} className={card}>
                <div>
                  <p className="font-semibold text-ink">{report.title}</p>
                  <p className="text-sm text-slate-700">
                    {report.registrationNumber} · inspected {formatDateTime(report.slotStart)}
                  </p>
                </div>
                <Link
                  to={`${sellFlowPaths.appointment(report.token)}/report`}
                  className="font-semibold text-blue-700 underline"
                  aria-label={`View inspection report for ${report.title}`}
                >
                  View report
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
