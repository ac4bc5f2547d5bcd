import { formatMoney, paise } from '@carsetu/contracts';
import { indiaDatePlusDays, type RcTransfer } from '@carsetu/contracts';
import { Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { Button } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.operations';
import { PageMessages } from '../components/ui';

export const meta: Route.MetaFunction = () => staffMeta('Operations');

interface RcRow {
  appointmentId: string;
  car: string;
  registrationNumber: string;
  transfer: RcTransfer;
}
interface BoughtCar {
  appointmentId: string;
  car: string;
  registrationNumber: string;
  boughtAt: string;
  status: 'refurbishing' | 'listed';
  listingId: number | null;
  acceptedPricePaise: number;
}

export async function loader({ context }: Route.LoaderArgs) {
  const access = await staffAccess(context, null);
  const empty = { rc: [] as RcRow[], bought: [] as BoughtCar[], isAdmin: false };
  if (access.state !== 'ok') return { access, ...empty };
  const roles = new Set(access.roles.map((role) => role.role));
  if (!roles.has('admin') && !roles.has('lead_agent')) {
    return { access: { state: 'not-staff' as const }, ...empty };
  }
  const api = typedApi(context);
  const isAdmin = roles.has('admin');
  const [rc, bought] = await Promise.all([
    unwrap(api.GET('/api/consumer/api/v1/staff/rc-transfers')),
    isAdmin
      ? unwrap(api.GET('/api/consumer/api/v1/staff/bought-cars'))
      : Promise.resolve({ data: [] }),
  ]);
  return { access, rc: rc.data, bought: bought.data, isAdmin };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const appointmentId = String(form.get('appointmentId') ?? '');
  const api = typedApi(context);
  const path = { appointmentId };
  try {
    if (intent === 'list')
      await unwrap(
        api.POST('/api/consumer/api/v1/staff/bought-cars/{appointmentId}/list', {
          params: { path },
        }),
      );
    else if (intent === 'rc')
      await unwrap(
        api.POST('/api/consumer/api/v1/staff/rc-transfers/{appointmentId}', {
          params: { path },
          body: {
            // The form's value as sent before: the API checks it and answers its 400.
            status: String(form.get('status') ?? '') as 'filed_at_rto' | 'transferred',
            on: String(form.get('on') ?? ''),
          },
        }),
      );
    else return { error: 'Unknown action.', fields: {} as Record<string, string> };
  } catch (error) {
    return formError(error);
  }
  return redirect(`${staffPaths.operations()}?done=${intent}`, 303);
}

const NOTICES: Record<string, string> = {
  list: 'The car is on sale on the buy catalogue.',
  rc: 'RC transfer updated. The seller sees it on their page.',
};
const input = 'rounded-lg border border-slate-400 px-3 py-2';

/** /staff/operations: after pickup — RC transfers and putting bought cars on sale. */
export default function Operations({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  if (loaderData.access.state !== 'ok') {
    return <StaffGate state={loaderData.access.state} title="Operations" />;
  }
  const today = indiaDatePlusDays(new Date(), 0);
  const notice = NOTICES[params.get('done') ?? ''];
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Operations</h1>
      <PageMessages notice={notice} error={actionData?.error} />
      {loaderData.isAdmin && (
        <section aria-labelledby="bought-cars" className="mt-6">
          <h2 id="bought-cars" className="text-lg font-semibold text-ink">
            Cars bought from sellers
          </h2>
          {loaderData.bought.length === 0 ? (
            <p className="mt-2 text-slate-700">No cars bought yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {loaderData.bought.map((car) => (
                <li
                  key={car.appointmentId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
                >
                  <span>
                    <span className="font-semibold">{car.car}</span> · {car.registrationNumber} ·
                    bought for {formatMoney(paise(car.acceptedPricePaise))}
                  </span>
                  {car.status === 'refurbishing' ? (
                    <Form method="post">
                      <input type="hidden" name="appointmentId" value={car.appointmentId} />
                      <Button type="submit" name="intent" value="list" disabled={busy}>
                        Put on sale
                        <span className="sr-only"> appointment {car.appointmentId}</span>
                      </Button>
                    </Form>
                  ) : (
                    <a
                      href={`/buy-used-car/car-${car.listingId}/`}
                      className="font-semibold text-blue-700 underline"
                    >
                      On sale: see listing
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="rc-transfers" className="mt-8">
        <h2 id="rc-transfers" className="text-lg font-semibold text-ink">
          RC transfers
        </h2>
        {loaderData.rc.length === 0 ? (
          <p className="mt-2 text-slate-700">No RC transfers yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {loaderData.rc.map((row) => {
              const next = row.transfer.status === 'forms_signed' ? 'filed_at_rto' : 'transferred';
              return (
                <li key={row.appointmentId} className="rounded-xl border border-slate-200 p-3">
                  <p>
                    <span className="font-semibold">{row.car}</span> · {row.registrationNumber} ·
                    RTO {row.transfer.rtoCode} · due by {row.transfer.dueBy}
                  </p>
                  <p className="text-sm text-slate-700">
                    {row.transfer.steps
                      .map(
                        (step) => `${step.label}: ${step.done ? (step.on ?? 'done') : 'pending'}`,
                      )
                      .join(' · ')}
                  </p>
                  {row.transfer.status !== 'transferred' && (
                    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                      <input type="hidden" name="appointmentId" value={row.appointmentId} />
                      <input type="hidden" name="status" value={next} />
                      <label className="flex flex-col gap-1 text-sm font-medium">
                        {next === 'filed_at_rto' ? 'Filed at the RTO on' : 'Transferred on'}
                        <input
                          type="date"
                          name="on"
                          max={today}
                          defaultValue={today}
                          required
                          className={input}
                        />
                      </label>
                      <Button
                        type="submit"
                        name="intent"
                        value="rc"
                        variant="secondary"
                        disabled={busy}
                      >
                        {next === 'filed_at_rto' ? 'Mark filed' : 'Mark transferred'}
                        <span className="sr-only"> for appointment {row.appointmentId}</span>
                      </Button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
