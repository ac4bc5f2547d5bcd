import { formatDateTime, formatIndianNumber } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import {
  SELLER_DOCUMENT_LABELS,
  formatPhoneForDisplay,
  type Docket,
  type SellerDocument,
} from '@carsetu/contracts';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { Button } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.runner.$appointmentId';
import { PageMessages } from '../components/ui';

export const meta: Route.MetaFunction = () => staffMeta('Pickup docket');

const ID = /^[0-9]{1,12}$/;
const PICKUP = '/api/consumer/api/v1/runner/appointment/{id}/pickup' as const;
const HANDOVER_CODE = '/api/consumer/c2b-inventory/v1/pickup-request/otp' as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  const access = await staffAccess(context, 'runner');
  if (access.state !== 'ok' || !ID.test(params.appointmentId)) {
    return { access, docket: null as Docket | null, documents: [] as SellerDocument[] };
  }
  try {
    const api = typedApi(context);
    const path = { id: params.appointmentId };
    const [docket, documents] = await Promise.all([
      unwrap(api.GET(`${PICKUP}/docket`, { params: { path } })),
      unwrap(api.GET(`${PICKUP}/documents`, { params: { path } })),
    ]);
    return { access, docket: docket.data, documents: documents.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return {
        access,
        docket: null as Docket | null,
        documents: [] as SellerDocument[],
        error: error.message,
      };
    }
    throw error;
  }
}

const NOTICES: Record<string, string> = {
  'send-code': 'We sent the handover code to the seller’s phone. Ask them to read it out.',
  'verify-code': 'Code verified: the car is handed over. Do the QC now.',
  qc: 'QC saved.',
  proceed: 'Car bought. The seller’s balance is on its way.',
  'verify-document': 'Document marked verified.',
  'reject-document': 'Document rejected. The seller sees the reason.',
  cancel: 'Pickup cancelled.',
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = typedApi(context);
  const path = { id: params.appointmentId };
  const pickupId = String(form.get('pickupId') ?? '');
  const checked = (name: string) => form.get(name) === 'on';
  try {
    if (intent === 'send-code')
      await unwrap(api.POST(`${HANDOVER_CODE}/send`, { body: { pickupId } }));
    else if (intent === 'verify-code')
      await unwrap(
        api.POST(`${HANDOVER_CODE}/verify`, {
          body: { pickupId, otp: String(form.get('otp') ?? '').trim() },
        }),
      );
    else if (intent === 'qc')
      await unwrap(
        api.POST(`${PICKUP}/docket/verify`, {
          params: { path },
          body: {
            odometerKm: Number(String(form.get('odometerKm') ?? '').replace(/[,\s]/g, '')),
            keysHandedOver: Number(form.get('keysHandedOver') ?? 0),
            originalRc: checked('originalRc'),
            insurancePapers: checked('insurancePapers'),
            carMatchesReport: checked('carMatchesReport'),
            notes: String(form.get('notes') ?? '').trim() || undefined,
          },
        }),
      );
    else if (intent === 'verify-document' || intent === 'reject-document')
      await unwrap(
        api.POST(`${PICKUP}/documents/verify`, {
          params: { path },
          body: {
            documentId: String(form.get('documentId') ?? ''),
            status: intent === 'verify-document' ? 'verified' : 'rejected',
            ...(intent === 'reject-document'
              ? { reason: String(form.get('reason') ?? '').trim() }
              : {}),
          },
        }),
      );
    else if (intent === 'proceed')
      await unwrap(api.POST(`${PICKUP}/docket/proceed`, { params: { path } }));
    else if (intent === 'cancel')
      await unwrap(
        api.POST(`${PICKUP}/cancel`, {
          params: { path },
          body: { reason: String(form.get('reason') ?? '').trim() },
        }),
      );
    else return { error: 'Unknown action.', fields: {} as Record<string, string> };
  } catch (error) {
    return formError(error);
  }
  return redirect(`${staffPaths.runnerPickup(params.appointmentId)}?done=${intent}`, 303);
}

const input = 'rounded-lg border border-slate-400 px-3 py-2';

/** /staff/runner/{appointmentId}: the docket, the handover code, the QC and buying the car. */
export default function RunnerDocket({ loaderData, actionData }: Route.ComponentProps) {
  const { access, docket } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  if (access.state !== 'ok') return <StaffGate state={access.state} title="Pickup docket" />;
  const error = actionData?.error ?? ('error' in loaderData ? loaderData.error : undefined);
  const notice = NOTICES[params.get('done') ?? ''];
  if (!docket) {
    return (
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6">
        <h1 className="text-2xl font-bold text-ink">Pickup docket</h1>
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {error ?? 'We could not find this pickup.'}
        </p>
        <Link to={staffPaths.runnerDay()} className="mt-4 inline-block text-blue-700 underline">
          Back to my pickups
        </Link>
      </main>
    );
  }
  const { pickup, qc } = docket;
  const fields = (actionData?.fields ?? {}) as Record<string, string>;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6">
      <Link to={staffPaths.runnerDay()} className="text-sm font-semibold text-blue-700 underline">
        My pickups
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">Pickup docket</h1>
      <p className="text-slate-700">
        Appointment {docket.appointmentId} · {formatDateTime(pickup.slotStart)}
      </p>
      <PageMessages notice={notice} error={error} />
      <section
        aria-labelledby="docket-car"
        className="mt-4 rounded-2xl border border-slate-200 p-4"
      >
        <h2 id="docket-car" className="font-semibold text-ink">
          {docket.car}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Registration</dt>
            <dd className="font-semibold">{docket.registrationNumber}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Seller</dt>
            <dd className="font-semibold">
              {docket.sellerName ?? 'Seller'} ·{' '}
              <a href={`tel:+91${docket.sellerPhone}`} className="text-blue-700 underline">
                {formatPhoneForDisplay(docket.sellerPhone)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Address</dt>
            <dd className="font-semibold">
              {pickup.address}, {pickup.pincode}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Price agreed</dt>
            <dd className="font-semibold">{formatMoney(paise(docket.acceptedPricePaise))}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Odometer at inspection</dt>
            <dd className="font-semibold">
              {docket.inspection.odometerKm == null
                ? '—'
                : formatIndianNumber(docket.inspection.odometerKm)}{' '}
              km
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Chassis number</dt>
            <dd className="font-semibold">{docket.inspection.vin ?? '—'}</dd>
          </div>
        </dl>
        {docket.inspection.defects.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            Known defects: {docket.inspection.defects.join(', ')}
          </p>
        )}
      </section>

      {pickup.status === 'scheduled' && (
        <section
          aria-labelledby="handover"
          className="mt-4 rounded-2xl border border-slate-200 p-4"
        >
          <h2 id="handover" className="font-semibold text-ink">
            Handover code
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            When the seller is ready to hand over the car and keys, send the code to their phone and
            type what they read out.
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="pickupId" value={pickup.id} />
            <Button
              type="submit"
              name="intent"
              value="send-code"
              variant="secondary"
              disabled={busy}
            >
              Send code to seller
            </Button>
          </Form>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="pickupId" value={pickup.id} />
            <label className="flex flex-col gap-1 text-sm font-medium">
              Code from the seller
              <input
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{4}"
                maxLength={4}
                required
                className={`${input} w-32`}
              />
            </label>
            <Button type="submit" name="intent" value="verify-code" disabled={busy}>
              Verify code
            </Button>
          </Form>
        </section>
      )}

      {loaderData.documents.length > 0 && (
        <section
          aria-labelledby="seller-documents"
          className="mt-4 rounded-2xl border border-slate-200 p-4"
        >
          <h2 id="seller-documents" className="font-semibold text-ink">
            Seller’s documents
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Check each upload against the original the seller hands over.
          </p>
          <ul className="mt-2 flex flex-col gap-3">
            {loaderData.documents.map((document) => (
              <li key={document.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p>
                  <span className="font-semibold">
                    {SELLER_DOCUMENT_LABELS[document.documentType]}
                  </span>{' '}
                  ·{' '}
                  <a href={document.url} className="text-blue-700 underline">
                    {document.fileName}
                  </a>{' '}
                  · {document.status}
                  {document.rejectReason ? ` (${document.rejectReason})` : ''}
                </p>
                {document.status === 'uploaded' && (
                  <div className="mt-2 flex flex-wrap items-end gap-2">
                    <Form method="post">
                      <input type="hidden" name="documentId" value={document.id} />
                      <Button type="submit" name="intent" value="verify-document" disabled={busy}>
                        Verify
                        <span className="sr-only">
                          {' '}
                          {SELLER_DOCUMENT_LABELS[document.documentType]}
                        </span>
                      </Button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="documentId" value={document.id} />
                      <label className="flex flex-col gap-1 font-medium">
                        Reason to reject
                        <input name="reason" className={`${input} w-48`} />
                      </label>
                      <Button
                        type="submit"
                        name="intent"
                        value="reject-document"
                        variant="secondary"
                        disabled={busy}
                      >
                        Reject
                        <span className="sr-only">
                          {' '}
                          {SELLER_DOCUMENT_LABELS[document.documentType]}
                        </span>
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {['handed_over', 'qc_passed', 'qc_failed'].includes(pickup.status) && (
        <section aria-labelledby="qc" className="mt-4 rounded-2xl border border-slate-200 p-4">
          <h2 id="qc" className="font-semibold text-ink">
            QC checklist
          </h2>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {docket.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              Odometer now (km)
              <input
                name="odometerKm"
                inputMode="numeric"
                required
                defaultValue={qc?.odometerKm ?? ''}
                aria-invalid={fields.odometerKm ? true : undefined}
                className={`${input} w-40`}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Keys handed over
              <select
                name="keysHandedOver"
                defaultValue={qc?.keysHandedOver ?? 2}
                className={`${input} w-24`}
              >
                <option value="1">1</option>
                <option value="2">2</option>
                <option value="3">3</option>
              </select>
            </label>
            {(
              [
                ['originalRc', 'Original RC handed over'],
                ['insurancePapers', 'Insurance papers handed over'],
                ['carMatchesReport', 'Car matches the inspection report (no new damage)'],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={name} defaultChecked={qc ? qc[name] : false} />
                {label}
              </label>
            ))}
            <label className="flex flex-col gap-1 text-sm font-medium">
              Notes (optional)
              <textarea
                name="notes"
                rows={2}
                maxLength={500}
                defaultValue={qc?.notes ?? ''}
                className={input}
              />
            </label>
            <Button type="submit" name="intent" value="qc" variant="secondary" disabled={busy}>
              Save QC
            </Button>
          </Form>
          {qc && (
            <div
              role="status"
              className={`mt-3 rounded-xl p-3 text-sm ${qc.passed ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
            >
              {qc.passed ? 'QC passed.' : 'QC failed: ' + qc.problems.join('; ')}
              {pickup.deductions.length > 0 && (
                <ul className="mt-1">
                  {pickup.deductions.map((item) => (
                    <li key={item.label}>
                      Deduction: {item.label}, {formatMoney(paise(item.amountPaise))}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {pickup.status === 'qc_passed' && (
            <Form method="post" className="mt-3">
              <Button
                type="submit"
                name="intent"
                value="proceed"
                disabled={busy}
                className="w-full sm:w-auto"
              >
                Buy the car
              </Button>
            </Form>
          )}
        </section>
      )}

      {pickup.status === 'proceeded' && (
        <p className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          This car is bought: drive it to the hub. The seller is being paid.
        </p>
      )}

      {!['proceeded', 'cancelled'].includes(pickup.status) && (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-red-700">Cancel pickup</summary>
          <Form method="post" className="mt-2 flex flex-col gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              Reason (the seller sees it)
              <input name="reason" required minLength={3} className={input} />
            </label>
            <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy}>
              Cancel this pickup
            </Button>
          </Form>
        </details>
      )}
    </main>
  );
}
