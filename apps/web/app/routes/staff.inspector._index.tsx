import { formatDateTime } from '@carsetu/contracts';
import { Form, Link, redirect } from 'react-router';
import { StaffDayNav, dayFromUrl, dayLabel } from '../components/staff';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { buttonClasses } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.inspector._index';

export const meta: Route.MetaFunction = () => staffMeta('My inspections');

interface DayItem {
  appointmentId: string;
  car: string;
  registrationNumber: string;
  slotStart: string;
  place: string;
  assignedToYou: boolean;
  inspectionStatus: 'not_started' | 'draft' | 'submitted';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const access = await staffAccess(context, 'inspector');
  const date = dayFromUrl(request);
  const submitted = new URL(request.url).searchParams.get('done') === 'submitted';
  if (access.state !== 'ok') return { access, date, submitted, items: [] as DayItem[] };
  const { data } = await unwrap(
    typedApi(context).GET('/api/consumer/api/v1/inspector/appointments', {
      params: { query: { date } },
    }),
  );
  return { access, date, submitted, items: data };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const appointmentId = String(form.get('appointmentId') ?? '');
  try {
    await unwrap(
      typedApi(context).POST(
        '/api/consumer/api/v1/inspector/appointments/{appointmentId}/inspection',
        { params: { path: { appointmentId } } },
      ),
    );
  } catch (error) {
    return formError(error);
  }
  return redirect(staffPaths.inspection(appointmentId), 303);
}

const STATUS_TEXT: Record<DayItem['inspectionStatus'], string> = {
  not_started: 'Not started',
  draft: 'In progress',
  submitted: 'Submitted',
};

/** /staff/inspector: the inspector's appointments for a day, phone first. */
export default function InspectorDay({ loaderData, actionData }: Route.ComponentProps) {
  const { access, date, items } = loaderData;
  if (access.state !== 'ok') return <StaffGate state={access.state} title="My inspections" />;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">My inspections</h1>
      <p className="mt-1 text-slate-700">
        {access.grant.city?.name} · {dayLabel(date)}
      </p>
      <StaffDayNav date={date} pathFor={(day) => staffPaths.inspectorDay(day)} />
      {loaderData.submitted && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          Inspection submitted. The seller has the report and the offer, and the auction is live.
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No inspections on this day.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.appointmentId} className="rounded-2xl border border-slate-200 p-4">
              <h2 className="font-semibold text-ink">{item.car}</h2>
              <p className="text-sm text-slate-700">
                {formatDateTime(item.slotStart)} · {item.registrationNumber} · Appointment{' '}
                {item.appointmentId}
              </p>
              <p className="text-sm text-slate-700">{item.place}</p>
              <p className="mt-1 text-sm font-medium">
                {STATUS_TEXT[item.inspectionStatus]}
                {item.assignedToYou ? '' : ' · not assigned yet'}
              </p>
              {item.inspectionStatus === 'not_started' ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="appointmentId" value={item.appointmentId} />
                  <button type="submit" className={buttonClasses('primary', 'w-full sm:w-auto')}>
                    Start inspection
                    <span className="sr-only"> of appointment {item.appointmentId}</span>
                  </button>
                </Form>
              ) : (
                <Link
                  to={staffPaths.inspection(item.appointmentId)}
                  className={buttonClasses('secondary', 'mt-3 w-full sm:w-auto')}
                >
                  {item.inspectionStatus === 'submitted'
                    ? 'View inspection'
                    : 'Continue inspection'}
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
