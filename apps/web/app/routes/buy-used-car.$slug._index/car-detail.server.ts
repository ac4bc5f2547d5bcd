import { listingIdFromSlug } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

/** The car by the id at the end of its slug; a stale or hand-typed slug moves to the real one (301). */
export async function loadCarDetail(context: AppLoadContext, request: Request, slug: string) {
  const id = listingIdFromSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  const api = typedApi(context);
  const query = { listingId: id };
  // The loan banner is extra: if it fails, the car page still shows (without it).
  const loanOffer = Promise.all([
    unwrap(api.GET('/api/consumer/api/v1/loan/banner', { params: { query } })),
    unwrap(api.GET('/api/consumer/api/v1/loan/redirect-link', { params: { query } })),
  ]).then(
    ([banner, link]) => ({ banner, href: link.url }),
    () => null,
  );
  try {
    const [{ data: car }, loan] = await Promise.all([
      unwrap(api.GET('/api/consumer/inventory/v1/listings/{id}', { params: { path: { id } } })),
      loanOffer,
    ]);
    // Client navigations fetch data without the trailing slash, so compare without it.
    const trim = (path: string) => path.replace(/\/$/, '');
    if (trim(new URL(request.url).pathname) !== trim(car.url)) throw redirect(car.url, 301);
    return { car, loan, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
