import type { Experiment } from '@carsetu/contracts';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { staffPaths } from '../components/staff';
import { StaffGate, staffMeta } from '../components/staff';
import { staffAccess } from '../components/staff/index.server';
import { Button } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.experiments';

export const meta: Route.MetaFunction = () => staffMeta('Experiments');

export async function loader({ context }: Route.LoaderArgs) {
  const access = await staffAccess(context, null);
  if (access.state !== 'ok') return { access, experiments: [] as Experiment[] };
  if (!access.roles.some((role) => role.role === 'admin')) {
    return { access: { state: 'not-staff' as const }, experiments: [] as Experiment[] };
  }
  const { data } = await unwrap(typedApi(context).GET('/api/consumer/api/v1/staff/experiments'));
  return { access, experiments: data };
}

/** Weights arrive as `weight:<variant>` fields, in the order the variants are listed. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get('name') ?? '');
  const variants = [...form.entries()]
    .filter(([key]) => key.startsWith('weight:'))
    .map(([key, value]) => ({ name: key.slice('weight:'.length), weight: Number(value) }));
  try {
    await unwrap(
      typedApi(context).PUT('/api/consumer/api/v1/staff/experiments/{name}', {
        params: { path: { name } },
        body: { variants, enabled: form.get('enabled') === 'on' },
      }),
    );
  } catch (error) {
    // Which experiment the message belongs to, so it shows under that form.
    if (error instanceof ApiRequestError && error.status < 500) {
      return data({ error: error.message, name }, { status: error.status });
    }
    throw error;
  }
  return redirect(`${staffPaths.experiments()}?saved=${name}`, 303);
}

/** /staff/experiments: admins change traffic splits or switch an experiment off. */
export default function Experiments({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  if (loaderData.access.state !== 'ok') {
    return <StaffGate state={loaderData.access.state} title="Experiments" />;
  }
  const saved = params.get('saved');
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Experiments</h1>
      <p className="mt-1 text-sm text-slate-600">
        Weights are the share of new users (or devices) each variant gets and must add up to 100.
        People already assigned keep their variant.
      </p>
      {saved && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          Saved {saved}.
        </p>
      )}
      <ul className="mt-6 flex flex-col gap-4">
        {loaderData.experiments.map((experiment) => (
          <li key={experiment.name} className="rounded-2xl border border-slate-200 p-4">
            <h2 className="text-lg font-semibold text-ink">{experiment.name}</h2>
            <p className="text-sm text-slate-700">{experiment.description}</p>
            <p className="mt-1 text-sm text-slate-600">
              {experiment.assignments} assigned · {experiment.enabled ? 'Running' : 'Off'}
            </p>
            {actionData?.error && actionData.name === experiment.name && (
              <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-800">
                {actionData.error}
              </p>
            )}
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="name" value={experiment.name} />
              {experiment.variants.map((variant) => (
                <label key={variant.name} className="flex flex-col gap-1 text-sm font-medium">
                  {variant.name} (%)
                  <input
                    type="number"
                    name={`weight:${variant.name}`}
                    min={0}
                    max={100}
                    required
                    defaultValue={variant.weight}
                    className="w-24 rounded-lg border border-slate-400 px-3 py-2"
                  />
                </label>
              ))}
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="enabled" defaultChecked={experiment.enabled} />
                Running
              </label>
              <Button type="submit" disabled={busy}>
                Save
                <span className="sr-only"> {experiment.name}</span>
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
