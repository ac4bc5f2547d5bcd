import { appointmentTimeline, formatDateTime } from '@carsetu/contracts';
import { Link } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { AppointmentStatusBadge } from '../../components/sell-flow';
import { sellFlowPaths } from '../../components/sell-flow';
import { buttonClasses } from '../../components/ui';
import { Timeline } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { paths } from '../../lib/paths';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { metaTranslator, useT } from '../../lib/i18n';
import { useKnownText } from '../../components/sell-flow';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: t('My Appointments | CarSetu') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const mine = await unwrap(typedApi(context).GET('/api/consumer/api/v1/my-appointments'));
    return { loggedIn: true, appointments: mine.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, appointments: [] };
    throw error;
  }
}

/** /my-appointments (account menu): the user's sell-car inspection appointments. */
export default function MyAppointmentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const known = useKnownText();
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title={t('My Appointments')}
        reason="appointments"
        text={t('Log in to see the inspection appointments you have booked to sell your car.')}
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{t('My Appointments')}</h1>
      {loaderData.appointments.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('You have no appointments yet')}</h2>
          <p className="mt-2 text-slate-600">
            {t(
              'Book a free inspection to get the best price for your car. Your appointments will appear here.',
            )}
          </p>
          <Link to={paths.sellUsedCars()} className={buttonClasses('primary', 'mt-5')}>
            {t('Sell your car')}
          </Link>
        </section>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {loaderData.appointments.map((appointment) => (
            <li
              key={appointment.token}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4"
            >
              <div>
                <Link
                  to={sellFlowPaths.appointment(appointment.token)}
                  className="font-semibold text-ink hover:underline"
                >
                  {appointment.car.year} {appointment.car.makeName} {appointment.car.modelName}
                </Link>
                <p className="text-sm text-slate-600">
                  {t('Appointment {id}', { id: appointment.appointmentId })} ·{' '}
                  {formatDateTime(appointment.slotStart)} ·{' '}
                  {appointment.place.mode === 'home' ? t('Home inspection') : t('At a branch')}
                </p>
              </div>
              <AppointmentStatusBadge status={appointment.status} />
              <div className="w-full">
                <Timeline
                  label={t('Progress of appointment {id}', { id: appointment.appointmentId })}
                  steps={appointmentTimeline(appointment.status).map((step) => ({
                    ...step,
                    title: known(step.title),
                    detail: step.detail ? known(step.detail) : step.detail,
                  }))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
