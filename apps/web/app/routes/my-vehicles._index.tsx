import { formatDate } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import {
  EXPIRY_STATUS_LABELS,
  GARAGE_NICKNAME_MAX_LENGTH,
  MAX_SERVICE_INTERVAL_MONTHS,
  MIN_SERVICE_INTERVAL_MONTHS,
  SERVICE_STATUS_LABELS,
  istCalendarDate,
  type GarageVehicle,
} from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { LoginRequired } from '../components/auth';
import { buttonClasses } from '../components/ui';
import { Dialog } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/my-vehicles._index';
import { useDomId } from '../lib/dom-id';

export const handle = { routeName: 'my-vehicles', pageType: 'myVehicles' };
export const meta: Route.MetaFunction = () => [
  { title: 'My Vehicles | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return {
      loggedIn: true,
      garage: await unwrap(typedApi(context).GET('/api/consumer/api/v1/my-vehicles')),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, garage: null };
    throw error;
  }
}

type ActionResult =
  | { intent: string; ok: string; error?: undefined; fields?: undefined }
  | { intent: string; ok?: undefined; error: string; fields?: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const vehicleId = String(form.get('vehicleId') ?? '');
  const api = typedApi(context);
  const path = { vehicleId };
  try {
    if (intent === 'add') {
      const nickname = String(form.get('nickname') ?? '').trim();
      const added = await unwrap(
        api.POST('/api/consumer/api/v1/my-vehicles', {
          body: {
            registrationNumber: String(form.get('registrationNumber') ?? ''),
            ...(nickname ? { nickname } : {}),
          },
        }),
      );
      return { intent, ok: `${added.registrationNumber} is added to My Vehicles.` };
    }
    if (intent === 'reminders') {
      const interval = Number(form.get('serviceIntervalMonths'));
      const lastServiceOn = String(form.get('lastServiceOn') ?? '');
      const sms = form.get('smsReminders') === 'on';
      await unwrap(
        api.PUT('/api/consumer/api/v1/my-vehicles/{vehicleId}/reminders', {
          params: { path },
          body: {
            smsReminders: sms,
            serviceIntervalMonths: interval,
            lastServiceOn: lastServiceOn || null,
          },
        }),
      );
      return {
        intent,
        ok: sms ? 'Reminders saved. We will text you about this vehicle.' : 'Reminders saved.',
      };
    }
    if (intent === 'remove') {
      await unwrap(
        api.DELETE('/api/consumer/api/v1/my-vehicles/{vehicleId}', { params: { path } }),
      );
      return { intent, ok: 'The vehicle is removed from My Vehicles.' };
    }
    return { intent, error: 'Unknown action' };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { intent, error: error.message, fields: error.fields };
    }
    throw error;
  }
}

const EXPIRY_TONE = {
  valid: 'text-emerald-800',
  expiring: 'font-semibold text-amber-800',
  expired: 'font-semibold text-red-700',
  'not-required': 'text-slate-700',
} as const;

function Expiry({ label, value }: { label: string; value: GarageVehicle['insurance'] }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-ink">
        {value.validUpto ? (
          <>
            {value.status === 'expired' ? 'Expired on ' : 'Valid until '}
            {formatDate(value.validUpto)}{' '}
          </>
        ) : null}
        <span className={EXPIRY_TONE[value.status]}>
          {value.validUpto && value.status !== 'expired'
            ? `(${EXPIRY_STATUS_LABELS[value.status]})`
            : value.status === 'expired'
              ? '(Expired)'
              : EXPIRY_STATUS_LABELS[value.status]}
        </span>
      </dd>
    </div>
  );
}

function RemoveVehicle({ vehicle }: { vehicle: GarageVehicle }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', 'text-sm')}
        onClick={() => setOpen(true)}
        aria-label={`Remove ${vehicle.registrationNumber}`}
      >
        Remove
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Remove ${vehicle.registrationNumber}?`}
      >
        <p className="text-slate-700">Its reminders stop. You can add it again later.</p>
        <Form method="post" className="mt-5 flex gap-3" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="vehicleId" value={vehicle.id} />
          <button type="submit" className={buttonClasses('primary')}>
            Yes, remove
          </button>
          <button type="button" className={buttonClasses('ghost')} onClick={() => setOpen(false)}>
            Cancel
          </button>
        </Form>
      </Dialog>
    </>
  );
}

function VehicleCard({ vehicle }: { vehicle: GarageVehicle }) {
  const headingId = useDomId();
  const { details, challans, service } = vehicle;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-semibold text-ink">
              {vehicle.registrationNumber}
              {vehicle.nickname ? (
                <span className="font-normal text-slate-700"> · {vehicle.nickname}</span>
              ) : null}
            </h2>
            <p className="text-slate-700">
              {details.make} {details.model} · {details.fuelType}
            </p>
            <p className="text-sm text-slate-600">
              Registered {formatDate(details.registrationDate)}
              {details.rto ? ` at ${details.rto.name} (${details.rto.code})` : ''}
              {details.stateName ? `, ${details.stateName}` : ''}
            </p>
          </div>
          <RemoveVehicle vehicle={vehicle} />
        </div>

        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Expiry label="Insurance" value={vehicle.insurance} />
          <Expiry label="PUC certificate" value={vehicle.puc} />
          <div>
            <dt className="text-sm text-slate-600">Next service due</dt>
            <dd className="text-ink">
              {formatDate(service.nextDueOn)}{' '}
              <span
                className={
                  service.status === 'ok' ? 'text-emerald-800' : 'font-semibold text-amber-800'
                }
              >
                ({SERVICE_STATUS_LABELS[service.status]})
              </span>
            </dd>
          </div>
        </dl>

        <section aria-label={`Challans on ${vehicle.registrationNumber}`} className="mt-5">
          <h3 className="font-semibold text-ink">Pending challans</h3>
          {challans.pendingCount === 0 ? (
            <p className="text-slate-700">No pending challans.</p>
          ) : (
            <>
              <p className="text-slate-700">
                {challans.pendingCount} pending · {formatMoney(paise(challans.pendingAmountPaise))}{' '}
                in total
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {challans.pending.map((challan) => (
                  <li key={challan.challanNumber} className="text-slate-800">
                    {challan.isNew ? (
                      <span className="mr-1 rounded bg-amber-100 px-1.5 font-semibold text-amber-900">
                        New
                      </span>
                    ) : null}
                    {challan.offence} · {formatMoney(paise(challan.amountPaise))} ·{' '}
                    {formatDate(istCalendarDate(challan.offenceDate))}
                  </li>
                ))}
              </ul>
              <a href={challans.payPath} className={buttonClasses('primary', 'mt-3 text-sm')}>
                Pay challans for {vehicle.registrationNumber}
              </a>
            </>
          )}
        </section>

        <Form
          method="post"
          className="mt-5 flex flex-wrap items-end gap-4 border-t border-slate-200 pt-4"
        >
          <input type="hidden" name="intent" value="reminders" />
          <input type="hidden" name="vehicleId" value={vehicle.id} />
          <label className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              name="smsReminders"
              defaultChecked={vehicle.reminders.sms}
              className="h-5 w-5"
            />
            SMS reminders for {vehicle.registrationNumber}
          </label>
          <label className="flex flex-col text-sm text-slate-700">
            Service every (months)
            <input
              type="number"
              name="serviceIntervalMonths"
              min={MIN_SERVICE_INTERVAL_MONTHS}
              max={MAX_SERVICE_INTERVAL_MONTHS}
              defaultValue={service.intervalMonths}
              className="mt-1 w-24 rounded-lg border border-slate-400 px-3 py-2 text-ink"
            />
          </label>
          <label className="flex flex-col text-sm text-slate-700">
            Last service (optional)
            <input
              type="date"
              name="lastServiceOn"
              defaultValue={service.lastServiceOn ?? ''}
              className="mt-1 rounded-lg border border-slate-400 px-3 py-2 text-ink"
            />
          </label>
          <button type="submit" className={buttonClasses('secondary', 'text-sm')}>
            Save reminders
          </button>
        </Form>
      </article>
    </li>
  );
}

/** My Vehicles (route my-vehicles): the vehicle wallet of a logged-in user. */
export default function MyVehiclesPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const addFormRef = useRef<HTMLFormElement>(null);
  const regErrorId = useDomId();
  useEffect(() => {
    if (actionData?.intent === 'add' && actionData.ok) addFormRef.current?.reset();
  }, [actionData]);

  if (!loaderData.loggedIn || !loaderData.garage) {
    return (
      <LoginRequired
        title="Log in to see your vehicles"
        reason="continue"
        text="Save your vehicles to see insurance and PUC expiry, new challans and service reminders in one place."
      />
    );
  }
  const { vehicles, maxVehicles } = loaderData.garage;
  const regError = actionData?.intent === 'add' ? actionData.fields?.registrationNumber : undefined;
  const busy = navigation.state === 'submitting';
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">My Vehicles</h1>
      <p className="mt-2 text-slate-700">
        Insurance and PUC expiry, pending challans and service reminders for up to {maxVehicles}{' '}
        vehicles. We check for new challans every day.
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {actionData?.ok ? (
          <p className="rounded-xl bg-emerald-50 p-4 text-emerald-800">{actionData.ok}</p>
        ) : null}
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      ) : null}

      <Form
        method="post"
        ref={addFormRef}
        className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl bg-slate-50 p-5"
        aria-label="Add a vehicle"
      >
        <input type="hidden" name="intent" value="add" />
        <label className="flex flex-col text-sm font-semibold text-ink">
          Registration number
          <input
            name="registrationNumber"
            required
            autoComplete="off"
            placeholder="MH12AB1234"
            aria-invalid={regError ? true : undefined}
            aria-describedby={regError ? regErrorId : undefined}
            className="mt-1 w-56 rounded-lg border border-slate-400 px-3 py-2 font-normal uppercase"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink">
          Nickname (optional)
          <input
            name="nickname"
            maxLength={GARAGE_NICKNAME_MAX_LENGTH}
            autoComplete="off"
            className="mt-1 w-56 rounded-lg border border-slate-400 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          Add vehicle
        </button>
        {regError ? (
          <p id={regErrorId} className="w-full text-sm text-red-700">
            {regError}
          </p>
        ) : null}
      </Form>

      {vehicles.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">No vehicles yet</h2>
          <p className="mt-2 text-slate-700">
            Add your car’s registration number above to track its insurance, PUC, challans and
            service.
          </p>
        </section>
      ) : (
        <ul className="mt-8 flex flex-col gap-5">
          {vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} />
          ))}
        </ul>
      )}
    </main>
  );
}
