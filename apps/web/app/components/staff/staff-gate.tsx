import { SALE_MESSAGES } from '@carsetu/contracts';
import { LoginRequired } from '../auth';

/** What a staff page shows to someone who may not use it. */
export function StaffGate({ state, title }: { state: 'anonymous' | 'not-staff'; title: string }) {
  if (state === 'anonymous') {
    return (
      <LoginRequired
        title={title}
        reason="staff"
        text="Log in with the mobile number your CarSetu admin gave the role to."
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {SALE_MESSAGES.notStaff} Ask an admin to grant you the role.
      </p>
    </main>
  );
}

export const staffMeta = (title: string) => [
  { title: `${title} | CarSetu staff` },
  { name: 'robots', content: 'noindex, nofollow' },
];
