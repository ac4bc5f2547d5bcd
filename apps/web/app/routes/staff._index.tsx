import { STAFF_ROLE_LABELS, type StaffRole } from '@carsetu/contracts';
import { Link } from 'react-router';
import { StaffGate, staffMeta } from '../components/staff';
import { staffPaths } from '../components/staff';
import { staffAccess } from '../components/staff/index.server';
import type { Route } from './+types/staff._index';

export const meta: Route.MetaFunction = () => staffMeta('Staff console');

export async function loader({ context }: Route.LoaderArgs) {
  return staffAccess(context, null);
}

const CONSOLES: Partial<Record<StaffRole, { to: string; text: string }>> = {
  admin: { to: staffPaths.admin(), text: 'Grant and take away staff roles' },
  inspector: { to: staffPaths.inspectorDay(), text: 'Your inspections today and the checklist' },
  dealer: { to: staffPaths.dealer(), text: 'Live auctions in your city, bids and history' },
  runner: {
    to: staffPaths.runnerDay(),
    text: 'Your pickups today: handover, QC and buying the car',
  },
  lead_agent: { to: staffPaths.leads(), text: 'Call-back leads by their call window' },
};

/** /staff/: the consoles this person may use. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.state !== 'ok')
    return <StaffGate state={loaderData.state} title="Staff console" />;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Staff console</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {loaderData.roles.map((role) => {
          const console = CONSOLES[role.role];
          return (
            <li key={role.role} className="rounded-2xl border border-slate-200 p-5">
              <h2 className="text-lg font-semibold text-ink">
                {STAFF_ROLE_LABELS[role.role]}
                {role.city ? ` · ${role.city.name}` : ''}
              </h2>
              {console ? (
                <>
                  <p className="mt-1 text-sm text-slate-600">{console.text}</p>
                  <Link
                    to={console.to}
                    className="mt-3 inline-block font-semibold text-blue-700 underline"
                  >
                    Open the {STAFF_ROLE_LABELS[role.role].toLowerCase()} console
                  </Link>
                  {role.role === 'admin' && (
                    <Link
                      to={staffPaths.operations()}
                      className="mt-2 block font-semibold text-blue-700 underline"
                    >
                      Open operations: bought cars and RC transfers
                    </Link>
                  )}
                  {role.role === 'lead_agent' && (
                    <Link
                      to={staffPaths.operations()}
                      className="mt-2 block font-semibold text-blue-700 underline"
                    >
                      Open operations: bought cars and RC transfers
                    </Link>
                  )}
                  {role.role === 'admin' && (
                    <Link
                      to={staffPaths.experiments()}
                      className="mt-2 block font-semibold text-blue-700 underline"
                    >
                      Experiments: traffic splits
                    </Link>
                  )}
                  {role.role === 'admin' && (
                    <Link
                      to={staffPaths.leads()}
                      className="mt-2 block font-semibold text-blue-700 underline"
                    >
                      Work the call-back lead queue
                    </Link>
                  )}
                  {(role.role === 'admin' || role.role === 'lead_agent') && (
                    <Link
                      to="/staff/reviews"
                      className="mt-2 block font-semibold text-blue-700 underline"
                    >
                      Moderate customer reviews
                    </Link>
                  )}
                </>
              ) : (
                <p className="mt-1 text-sm text-slate-600">
                  Your console arrives with the pickup and payout work.
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
