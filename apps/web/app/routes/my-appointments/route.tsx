import { Link } from 'react-router';
import { loadFrameUser } from '../../components/auth/load-user.server';
import { LoginRequired } from '../../components/auth/login-required';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => [
  { title: 'My Appointments | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadFrameUser(context);
  // Sell-car appointments are listed here once the sell flow books them; until then a logged-in
  // user has none, and the page says so with the way to book one.
  return { loggedIn: user !== null, appointments: [] as Array<{ id: string; title: string }> };
}

/** /my-appointments (account menu): the user's sell-car inspection appointments. */
export default function MyAppointmentsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title="My Appointments"
        reason="appointments"
        text="Log in to see the inspection appointments you have booked to sell your car."
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">My Appointments</h1>
      {loaderData.appointments.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">You have no appointments yet</h2>
          <p className="mt-2 text-slate-600">
            Book a free inspection to get the best price for your car. Your appointments will appear
            here.
          </p>
          <Link to={paths.sellUsedCars()} className={buttonClasses('primary', 'mt-5')}>
            Sell your car
          </Link>
        </section>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.appointments.map((appointment) => (
            <li key={appointment.id} className="rounded-xl border border-slate-200 p-4">
              {appointment.title}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
