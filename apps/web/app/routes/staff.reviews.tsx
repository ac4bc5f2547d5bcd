import type { ModerationItem } from '@carsetu/contracts';
import { Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { Button } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.reviews';

export const meta: Route.MetaFunction = () => staffMeta('Review moderation');

export async function loader({ context }: Route.LoaderArgs) {
  const access = await staffAccess(context, null);
  if (access.state !== 'ok') return { access, items: [] as ModerationItem[] };
  if (!access.roles.some((role) => role.role === 'admin' || role.role === 'lead_agent')) {
    return { access: { state: 'not-staff' as const }, items: [] as ModerationItem[] };
  }
  const { data } = await unwrap(typedApi(context).GET('/api/vehicle/customer-reviews/moderation'));
  return { access, items: data };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const decision = String(form.get('decision') ?? '');
  try {
    await unwrap(
      typedApi(context).POST('/api/vehicle/customer-reviews/{id}/moderate', {
        params: { path: { id } },
        body: {
          // The form's value as sent before: the API checks it and answers its 400.
          decision: decision as 'approve' | 'reject',
          ...(decision === 'reject' ? { reason: String(form.get('reason') ?? '').trim() } : {}),
        },
      }),
    );
  } catch (error) {
    return formError(error);
  }
  return redirect(`/staff/reviews?done=${decision}`, 303);
}

const STATUS = { pending: 'Waiting', approved: 'Published', rejected: 'Rejected' } as const;

/** /staff/reviews: approve or reject customer reviews before they are published. */
export default function ReviewModeration({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  if (loaderData.access.state !== 'ok') {
    return <StaffGate state={loaderData.access.state} title="Review moderation" />;
  }
  const done = params.get('done');
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Review moderation</h1>
      {done && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          {done === 'approve' ? 'Review published.' : 'Review rejected.'}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      )}
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">No reviews yet.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {loaderData.items.map((item) => (
            <li key={item.id} className="rounded-2xl border border-slate-200 p-4">
              <p className="text-sm">
                <span className="font-semibold">{item.author}</span> · {item.rating} of 5 stars ·{' '}
                {item.transactionRef} · <span className="font-semibold">{STATUS[item.status]}</span>
              </p>
              <p className="mt-2 text-slate-800">{item.body}</p>
              {item.status === 'pending' && (
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <Button type="submit" name="decision" value="approve" disabled={busy}>
                      Approve
                      <span className="sr-only"> the review by {item.author}</span>
                    </Button>
                  </Form>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={item.id} />
                    <label className="flex flex-col gap-1 text-sm font-medium">
                      Reason to reject
                      <input
                        name="reason"
                        className="rounded-lg border border-slate-400 px-3 py-2"
                      />
                    </label>
                    <Button
                      type="submit"
                      name="decision"
                      value="reject"
                      variant="secondary"
                      disabled={busy}
                    >
                      Reject
                      <span className="sr-only"> the review by {item.author}</span>
                    </Button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
