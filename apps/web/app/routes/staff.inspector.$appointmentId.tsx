import { Form, Link, data, redirect } from 'react-router';
import { InspectionForm, answersFromForm } from '../components/staff';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { buttonClasses } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.inspector.$appointmentId';

export const meta: Route.MetaFunction = ({ params }) =>
  staffMeta(`Inspection ${params.appointmentId}`);

const APPOINTMENT_ID = /^[0-9]{1,12}$/;
const INSPECTION =
  '/api/consumer/api/v1/inspector/appointments/{appointmentId}/inspection' as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!APPOINTMENT_ID.test(params.appointmentId)) throw data('Not Found', { status: 404 });
  const access = await staffAccess(context, 'inspector');
  if (access.state !== 'ok') return { access, inspection: null };
  try {
    const { data: inspection } = await unwrap(
      typedApi(context).GET(INSPECTION, {
        params: { path: { appointmentId: params.appointmentId } },
      }),
    );
    return { access, inspection };
  } catch (error) {
    // Not started yet: the page offers the start button.
    if (
      error instanceof ApiRequestError &&
      error.status === 404 &&
      error.message.startsWith('Start')
    )
      return { access, inspection: null };
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
      throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const api = typedApi(context);
  const id = params.appointmentId;
  const path = { appointmentId: id };
  try {
    if (intent === 'start') {
      await unwrap(api.POST(INSPECTION, { params: { path } }));
      return redirect(staffPaths.inspection(id), 303);
    }
    const odometer = String(form.get('odometerKm') ?? '').trim();
    const vin = String(form.get('vin') ?? '').trim();
    await unwrap(
      api.PUT(INSPECTION, {
        params: { path },
        body: {
          revision: Number(form.get('revision') ?? 0),
          answers: answersFromForm(form),
          ...(/^[0-9]{1,7}$/.test(odometer) ? { odometerKm: Number(odometer) } : {}),
          ...(vin ? { vin } : {}),
        },
      }),
    );
    if (intent === 'submit') {
      await unwrap(api.POST(`${INSPECTION}/submit`, { params: { path } }));
      return redirect(`${staffPaths.inspectorDay()}?done=submitted`, 303);
    }
    return redirect(`${staffPaths.inspection(id)}?saved=1`, 303);
  } catch (error) {
    return formError(error);
  }
}

/** /staff/inspector/:appointmentId: the checklist at the seller's door. */
export default function InspectionPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { access, inspection } = loaderData;
  if (access.state !== 'ok') return <StaffGate state={access.state} title="Inspection" />;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6">
      <Link
        to={staffPaths.inspectorDay()}
        className="text-sm font-semibold text-blue-700 underline"
      >
        Back to my inspections
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">Inspection {params.appointmentId}</h1>
      {inspection?.status === 'submitted' && (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          Submitted. The seller has the report and the offer; dealers are bidding.
        </p>
      )}
      {inspection ? (
        <InspectionForm inspection={inspection} error={actionData?.error} />
      ) : (
        <Form method="post" className="mt-6">
          {actionData?.error && (
            <p role="alert" className="mb-3 rounded-xl bg-red-50 p-4 text-red-800">
              {actionData.error}
            </p>
          )}
          <button type="submit" name="intent" value="start" className={buttonClasses('primary')}>
            Start inspection
          </button>
        </Form>
      )}
    </main>
  );
}
