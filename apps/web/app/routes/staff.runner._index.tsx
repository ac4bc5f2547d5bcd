import { formatDateTime } from '@carsetu/contracts';
import type { RunnerPickup } from '@carsetu/contracts';
import { Link } from 'react-router';
import { StaffDayNav, dayFromUrl, dayLabel } from '../components/staff';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { staffAccess } from '../components/staff/index.server';
import { buttonClasses } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.runner._index';

export const meta: Route.MetaFunction = () => staffMeta('My pickups');

export async function loader({ context, request }: Route.LoaderArgs) {
  const access = await staffAccess(context, 'runner');
  const date = dayFromUrl(request);
  if (access.state !== 'ok') return { access, date, items: [] as RunnerPickup[] };
  const { data } = await unwrap(
    typedApi(context).GET('/api/consumer/api/v1/runner/pickups', { params: { query: { date } } }),
  );
  return { access, date, items: data };
}

const STATUS_TEXT: Record<RunnerPickup['status'], string> = {
  scheduled: 'To pick up',
  handed_over: 'Handed over: do the QC',
  qc_passed: 'QC passed: buy the car',
  qc_failed: 'QC failed',
  proceeded: 'Bought',
  cancelled: 'Cancelled',
};

/** /staff/runner: the runner's pickups of a day, phone first. */
export default function RunnerDay({ loaderData }: Route.ComponentProps) {
  const { access, date, items } = loaderData;
  if (access.state !== 'ok') return <StaffGate state={access.state} title="My pickups" />;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">My pickups</h1>
      <p className="mt-1 text-slate-700">
        {access.grant.city?.name} · {dayLabel(date)}
      </p>
      <StaffDayNav date={date} pathFor={(day) => staffPaths.runnerDay(day)} />
      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No pickups on this day.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.pickupId} className="rounded-2xl border border-slate-200 p-4">
              <h2 className="font-semibold text-ink">{item.car}</h2>
              <p className="text-sm text-slate-700">
                {formatDateTime(item.slotStart)} · {item.registrationNumber} · Appointment{' '}
                {item.appointmentId}
              </p>
              <p className="text-sm text-slate-700">
                {item.sellerName ?? 'Seller'} · {item.address}, {item.pincode}
              </p>
              <p className="mt-1 text-sm font-medium">{STATUS_TEXT[item.status]}</p>
              {item.status !== 'cancelled' && (
                <Link
                  to={staffPaths.runnerPickup(item.appointmentId)}
                  className={buttonClasses('primary', 'mt-3 w-full sm:w-auto')}
                >
                  Open docket
                  <span className="sr-only"> of appointment {item.appointmentId}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
