import { Link, data } from 'react-router';
import { InspectionReportView, OfferReconciliation } from '../components/sell-flow';
import { sellFlowPaths } from '../components/sell-flow';
import { ApiRequestError } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/used-car-valuation.appointment.$token_.report';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: t('Your inspection report | CarSetu') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) throw data('Not Found', { status: 404 });
  const api = typedApi(context);
  const path = { token: params.token };
  try {
    const [appointment, report] = await Promise.all([
      unwrap(api.GET('/api/consumer/api/v5/appointment/token/{token}', { params: { path } })),
      unwrap(
        api.GET('/api/consumer/api/v1/appointment/token/{token}/inspection-data', {
          params: { path },
        }),
      ),
    ]);
    return { appointment: appointment.data, report: report.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw data('Not Found', { status: 404 });
    throw error;
  }
}

/**
 * The seller's full inspection report: every checkpoint with photos, and the offer. The `$token_`
 * keeps it out of the appointment page's layout (that page has no outlet: nested, the report
 * rendered the appointment page instead).
 */
export default function InspectionReportPage({ loaderData, params }: Route.ComponentProps) {
  const { appointment, report } = loaderData;
  const { car } = appointment;
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Link
        to={sellFlowPaths.appointment(params.token)}
        className="text-sm font-semibold text-blue-700 underline"
      >
        {t('Back to your appointment')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {t('Inspection report: {car}', { car: `${car.year} ${car.makeName} ${car.modelName}` })}
      </h1>
      <p className="text-slate-700">
        {appointment.registrationNumber} ·{' '}
        {t('Appointment {id}', { id: appointment.appointmentId })}
      </p>
      <section aria-labelledby="offer" className="mt-6 rounded-2xl border border-slate-200 p-5">
        <h2 id="offer" className="text-lg font-semibold text-ink">
          {t('How we priced your car')}
        </h2>
        <div className="mt-3">
          <OfferReconciliation offer={report.offer} />
        </div>
      </section>
      <section aria-labelledby="checkpoints" className="mt-6">
        <h2 id="checkpoints" className="text-lg font-semibold text-ink">
          {t('Every checkpoint')}
        </h2>
        <div className="mt-3">
          <InspectionReportView report={report} />
        </div>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
