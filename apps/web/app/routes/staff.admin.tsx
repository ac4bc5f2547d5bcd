import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@carsetu/contracts';
import { Form, redirect, useNavigation } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { buttonClasses } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.admin';
import { PageMessages } from '../components/ui';

export const meta: Route.MetaFunction = () => staffMeta('Staff roles');

export async function loader({ context, request }: Route.LoaderArgs) {
  const access = await staffAccess(context, 'admin');
  if (access.state !== 'ok') return { access, members: [], cities: [], notice: null };
  const api = typedApi(context);
  const [members, cities] = await Promise.all([
    unwrap(api.GET('/api/consumer/api/v1/staff/members')),
    unwrap(api.GET('/api/vehicle/v1/sell-cities')),
  ]);
  const notice = new URL(request.url).searchParams.get('done');
  return { access, members: members.data, cities: cities.data, notice };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = typedApi(context);
  try {
    if (form.get('intent') === 'revoke') {
      await unwrap(
        api.DELETE('/api/consumer/api/v1/staff/members/{userId}/{role}', {
          params: {
            // The form's value as sent before: the API checks the role and answers its 400.
            path: {
              userId: String(form.get('userId')),
              role: String(form.get('role')) as StaffRole,
            },
          },
        }),
      );
      return redirect(`${staffPaths.admin()}?done=revoked`, 303);
    }
    const cityId = String(form.get('cityId') ?? '');
    const displayName = String(form.get('displayName') ?? '').trim();
    await unwrap(
      api.POST('/api/consumer/api/v1/staff/members', {
        body: {
          phone: String(form.get('phone') ?? ''),
          role: String(form.get('role') ?? '') as StaffRole,
          ...(cityId ? { cityId: Number(cityId) } : {}),
          ...(displayName ? { displayName } : {}),
        },
      }),
    );
    return redirect(`${staffPaths.admin()}?done=granted`, 303);
  } catch (error) {
    return formError(error);
  }
}

const NOTICES: Record<string, string> = {
  granted: 'Role granted. They can log in with their mobile number now.',
  revoked: 'Role taken away.',
};

/** /staff/admin: who has which role, and the form to grant one. */
export default function StaffAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.access.state !== 'ok')
    return <StaffGate state={loaderData.access.state} title="Staff roles" />;
  const fields = actionData?.fields ?? {};
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Staff roles</h1>
      <PageMessages
        notice={loaderData.notice ? NOTICES[loaderData.notice] : null}
        error={actionData?.error}
      />
      <section aria-labelledby="grant" className="mt-6 rounded-2xl border border-slate-200 p-5">
        <h2 id="grant" className="text-lg font-semibold text-ink">
          Grant a role
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Mobile number
            <input
              name="phone"
              inputMode="numeric"
              maxLength={10}
              required
              autoComplete="off"
              className="rounded-lg border border-slate-400 px-3 py-2"
              aria-invalid={Boolean(fields.phone)}
              aria-describedby={fields.phone ? 'phone-error' : undefined}
            />
            {fields.phone && (
              <span id="phone-error" className="text-red-700">
                {fields.phone}
              </span>
            )}
          </label>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor="grant-role">Role</label>
            <select
              id="grant-role"
              name="role"
              required
              className="rounded-lg border border-slate-400 px-3 py-2"
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor="grant-city">City (inspectors, dealers and runners)</label>
            <select
              id="grant-city"
              name="cityId"
              className="rounded-lg border border-slate-400 px-3 py-2"
              aria-invalid={Boolean(fields.cityId)}
              aria-describedby={fields.cityId ? 'city-error' : undefined}
            >
              <option value="">No city</option>
              {loaderData.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.title}
                </option>
              ))}
            </select>
            {fields.cityId && (
              <span id="city-error" className="text-red-700">
                {fields.cityId}
              </span>
            )}
          </div>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Name shown to sellers (optional)
            <input
              name="displayName"
              maxLength={80}
              className="rounded-lg border border-slate-400 px-3 py-2"
            />
          </label>
          <div className="sm:col-span-2">
            <button
              type="submit"
              name="intent"
              value="grant"
              className={buttonClasses('primary')}
              disabled={navigation.state !== 'idle'}
            >
              {navigation.state === 'submitting' ? 'Granting…' : 'Grant role'}
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="members" className="mt-6">
        <h2 id="members" className="text-lg font-semibold text-ink">
          Staff ({loaderData.members.length})
        </h2>
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Staff list">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-2 pr-3">Mobile</th>
                <th className="py-2 pr-3">Name</th>
                <th className="py-2 pr-3">Role</th>
                <th className="py-2 pr-3">City</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.members.map((member) => (
                <tr key={`${member.userId}-${member.role}`} className="border-b border-slate-200">
                  <td className="py-2 pr-3">+91 {member.phone}</td>
                  <td className="py-2 pr-3">{member.displayName ?? member.name ?? '—'}</td>
                  <td className="py-2 pr-3">{STAFF_ROLE_LABELS[member.role]}</td>
                  <td className="py-2 pr-3">{member.city?.name ?? '—'}</td>
                  <td className="py-2">
                    <Form method="post">
                      <input type="hidden" name="userId" value={member.userId} />
                      <input type="hidden" name="role" value={member.role} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        className="font-semibold text-red-700 underline"
                      >
                        Take away
                        <span className="sr-only">
                          {' '}
                          {STAFF_ROLE_LABELS[member.role]} from {member.phone}
                        </span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}
