import { Link, redirect } from 'react-router';
import { LoginRequired } from '../components/auth';
import { buttonClasses } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { paths } from '../lib/paths';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/partner.music';

export const meta: Route.MetaFunction = () => [
  { title: 'Music offer for your new car | CarSetu' },
  { name: 'robots', content: 'noindex' },
];

/** /partner/music: sends a buyer on to the music partner with their voucher (redirect link). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const link = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/partner/music/redirect-link'),
    );
    throw redirect(link.url, 302);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      return { state: 'login' as const, message: '' };
    }
    if (error instanceof ApiRequestError && error.status === 403) {
      return { state: 'not-eligible' as const, message: error.message };
    }
    throw error;
  }
}

export default function MusicOffer({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'login') {
    return (
      <LoginRequired
        title="Music offer for your new car"
        reason="continue"
        text="Log in to get the music offer that comes with your reserved car."
      />
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Music offer for your new car</h1>
      <p className="mt-3 text-slate-700">{loaderData.message}</p>
      <Link to={paths.buyUsedCars()} className={buttonClasses('primary', 'mt-6')}>
        Browse used cars
      </Link>
    </main>
  );
}
