import { formatDateTime } from '@carsetu/contracts';
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadQueueItem,
} from '@carsetu/contracts';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { staffPaths } from '../components/staff';
import { StaffGate, staffMeta } from '../components/staff';
import { formError, staffAccess } from '../components/staff/index.server';
import { Button } from '../components/ui';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/staff.leads';

export const meta: Route.MetaFunction = () => staffMeta('Call-back leads');

const FILTERS = ['open', ...LEAD_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { open: 'To call', ...LEAD_STATUS_LABELS };
const OUTCOME_DONE: Record<string, string> = {
  CALLED: 'Saved: called.',
  NOT_REACHABLE: 'Saved: not reachable. The lead comes back in a later call window.',
  CLOSED: 'Saved: lead closed.',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('status');
  const filter: Filter = FILTERS.find((candidate) => candidate === asked) ?? 'open';
  const access = await staffAccess(context, null);
  const empty = { filter, leads: [] as LeadQueueItem[] };
  if (access.state !== 'ok') return { access, ...empty };
  if (!access.roles.some((role) => role.role === 'admin' || role.role === 'lead_agent')) {
    return { access: { state: 'not-staff' as const }, ...empty };
  }
  const { data } = await unwrap(
    typedApi(context).GET('/api/lead/api/v1/staff/leads', {
      params: { query: { status: filter } },
    }),
  );
  return { access, filter, leads: data };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  let status: string;
  try {
    ({ status } = await unwrap(
      typedApi(context).POST('/api/lead/api/v1/staff/leads/{id}/outcome', {
        params: { path: { id } },
        body: {
          // The form's value as sent before: the API checks it and answers its 400.
          status: String(form.get('status') ?? '') as 'CALLED' | 'NOT_REACHABLE' | 'CLOSED',
          note: String(form.get('note') ?? ''),
        },
      }),
    ));
  } catch (error) {
    return formError(error);
  }
  return redirect(`${staffPaths.leads()}?done=${status}`, 303);
}

/** /staff/leads: lead agents call back in the order of each lead's next call window. */
export default function LeadQueue({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  if (loaderData.access.state !== 'ok') {
    return <StaffGate state={loaderData.access.state} title="Call-back leads" />;
  }
  const { filter, leads } = loaderData;
  const done = params.get('done');
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Call-back leads</h1>
      <p className="mt-1 text-sm text-slate-600">
        Call in order, from the top. Operating hours: 9:00 AM to 6:30 PM; a lead that came in later
        waits for the next morning.
      </p>
      {done && OUTCOME_DONE[done] && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          {OUTCOME_DONE[done]}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-800">
          {actionData.error}
        </p>
      )}
      <nav aria-label="Lead status" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={staffPaths.leads(candidate)}
                aria-current={candidate === filter ? 'page' : undefined}
                className="rounded-full border px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {FILTER_LABELS[candidate]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {leads.length === 0 ? (
        <p className="mt-6 text-slate-700">No leads here.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-3">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} busy={busy} />
          ))}
        </ol>
      )}
    </main>
  );
}

function LeadCard({ lead, busy }: { lead: LeadQueueItem; busy: boolean }) {
  const open = lead.status === 'NEW' || lead.status === 'NOT_REACHABLE';
  return (
    <li className="rounded-2xl border border-slate-200 p-4">
      <h2 className="text-lg font-semibold text-ink">
        <a href={`tel:+91${lead.phone}`} className="text-blue-700 underline">
          +91 {lead.phone}
        </a>{' '}
        <span className="text-sm font-normal text-slate-600">
          · {lead.language} · {LEAD_STATUS_LABELS[lead.status]}
          {lead.attempts > 0 ? ` · ${lead.attempts} call${lead.attempts > 1 ? 's' : ''}` : ''}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {open ? (
          <>
            Call {lead.due ? 'now' : 'from'}:{' '}
            <span className="font-semibold">{formatDateTime(lead.nextCallAt)}</span> ·{' '}
          </>
        ) : null}
        Asked {formatDateTime(lead.createdAt)}
      </p>
      {lead.reason && <p className="mt-2 text-slate-800">“{lead.reason}”</p>}
      {lead.notes.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {lead.notes.map((note) => (
            <li key={note.at}>
              {formatDateTime(note.at)} · {note.by} · {LEAD_STATUS_LABELS[note.status]}
              {note.note ? `: ${note.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={lead.id} />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Outcome
            <select
              name="status"
              defaultValue="CALLED"
              className="rounded-lg border border-slate-400 px-3 py-2"
            >
              <option value="CALLED">Called</option>
              <option value="NOT_REACHABLE">Not reachable</option>
              <option value="CLOSED">Closed</option>
            </select>
          </label>
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            Note
            <input
              name="note"
              maxLength={LEAD_NOTE_MAX_LENGTH}
              className="rounded-lg border border-slate-400 px-3 py-2"
            />
          </label>
          <Button type="submit" disabled={busy}>
            Save
            <span className="sr-only"> the call to +91 {lead.phone}</span>
          </Button>
        </Form>
      )}
    </li>
  );
}
