import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, formatPhoneForDisplay } from '@carsetu/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { ReferAFriend } from '../../components/partners';
import { buttonClasses } from '../../components/ui';
import { paths } from '../../lib/paths';
import type { Route } from './+types/route';
import { loadProfile, loadReferral, saveProfile } from './profile.server';

export const meta: Route.MetaFunction = () => [
  { title: 'My profile | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const profile = await loadProfile(context);
  return {
    profile,
    referral: profile ? await loadReferral(context) : null,
    origin: new URL(request.url).origin,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveProfile(context, await request.formData());
}

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-blue-700 focus:outline-none aria-invalid:border-red-600';

/** /profile: the logged-in user's name and email (the account menu's edit-profile icon). */
/** The account pages, also in the header's account menu. */
const PROFILE_LINKS = [
  { label: 'My Orders', to: paths.myOrders() },
  { label: 'My Bookings', to: paths.myBookings() },
  { label: 'My Loans', to: paths.myLoans() },
  { label: 'My Reports', to: paths.myReports() },
  { label: 'My Appointments', to: paths.myAppointments() },
  { label: 'My Vehicles', to: paths.myVehicles() },
];

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const saving = useNavigation().state === 'submitting';
  if (!profile) {
    return (
      <LoginRequired
        title="My profile"
        reason="continue"
        text="Log in to see and edit your profile."
      />
    );
  }
  const failed = actionData && !actionData.ok ? actionData : null;
  const fieldError = (name: string) => failed?.fields[name];
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">My profile</h1>
      <p className="mt-2 text-slate-600">
        Mobile number:{' '}
        <span className="font-semibold">{formatPhoneForDisplay(profile.phone_number)}</span>
      </p>
      <Form method="post" noValidate className="mt-6 space-y-5" aria-describedby="profile-status">
        <div>
          <label htmlFor="profile-name" className="block text-sm font-medium text-slate-700">
            Name
          </label>
          <input
            id="profile-name"
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            defaultValue={failed?.values.name ?? profile.name ?? ''}
            aria-invalid={Boolean(fieldError('name'))}
            aria-describedby="profile-name-error"
            className={inputClass}
          />
          <p id="profile-name-error" className="mt-1 min-h-5 text-sm text-red-700">
            {fieldError('name') ?? ''}
          </p>
        </div>
        <div>
          <label htmlFor="profile-email" className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id="profile-email"
            name="user_email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={failed?.values.user_email ?? profile.user_email ?? ''}
            aria-invalid={Boolean(fieldError('user_email'))}
            aria-describedby="profile-email-error"
            className={inputClass}
          />
          <p id="profile-email-error" className="mt-1 min-h-5 text-sm text-red-700">
            {fieldError('user_email') ?? ''}
          </p>
        </div>
        <button type="submit" disabled={saving} className={buttonClasses('primary')}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <p
          id="profile-status"
          role="status"
          className={`min-h-6 text-sm ${failed ? 'text-red-700' : 'text-green-800'}`}
        >
          {actionData?.message ?? ''}
        </p>
      </Form>
      {loaderData.referral && (
        <ReferAFriend referral={loaderData.referral} origin={loaderData.origin} />
      )}
      <nav aria-labelledby="profile-account-links" className="mt-10">
        <h2 id="profile-account-links" className="text-lg font-semibold text-ink">
          Your account
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
          {PROFILE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-blue-700 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
