import { listingIdFromSlug } from '@carsetu/contracts';
import { data, Link, redirect } from 'react-router';
import { ResponsiveImage } from '../components/ui';
import { ApiRequestError } from '../lib/api-client.server';
import { metaTranslator, useT } from '../lib/i18n';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/buy-used-car.$slug.photos';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = listingIdFromSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  try {
    const photos = await unwrap(
      typedApi(context).GET('/api/consumer/inventory/v1/listings/{id}/studio-photos', {
        params: { path: { id } },
      }),
    );
    const own = `${photos.url}photos/`;
    const trim = (path: string) => path.replace(/\/$/, '');
    if (trim(new URL(request.url).pathname) !== trim(own)) throw redirect(own, 301);
    return photos;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: photos, matches }) => {
  const t = metaTranslator(matches);
  if (!photos) return [{ title: t('Car not found | CarSetu') }];
  const values = {
    count: photos.photos.length,
    title: photos.title,
    inspected: photos.inspectionPhotoCount,
  };
  return [
    { title: t('{title}: all photos | CarSetu', { title: photos.title }) },
    {
      name: 'description',
      content:
        photos.inspectionPhotoCount > 0
          ? t(
              '{count} pictures of the {title}, {inspected} of them taken at its inspection.',
              values,
            )
          : t('{count} pictures of the {title}.', { count: values.count, title: values.title }),
    },
  ];
};

/** /buy-used-car/{slug}/photos/: every picture of a car, large, one under the other. */
export default function CarPhotos({ loaderData: photos }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
      <Link to={photos.url} className="text-sm font-semibold text-blue-700 underline">
        {t('Back to the car')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {t('{title}: all photos', { title: photos.title })}
      </h1>
      <p className="mt-1 text-slate-700">
        {photos.inspectionPhotoCount > 0
          ? t(
              '{count} photos from the car’s inspection, then drawings of every angle in its colour.',
              { count: photos.inspectionPhotoCount },
            )
          : t('Drawings of every angle in the car’s body type and colour.')}
      </p>
      <ul className="mt-6 flex flex-col gap-6">
        {photos.photos.map((photo, index) => (
          <li key={photo.url}>
            <figure>
              <ResponsiveImage
                src={photo.url}
                alt={photo.alt}
                width={640}
                height={400}
                variants={photo.variants}
                // The 56rem (max-w-4xl) column less its padding, or the screen less it on phones.
                sizes="(min-width: 56rem) 54rem, calc(100vw - 2rem)"
                priority={index === 0}
                className="aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover"
              />
              <figcaption className="mt-2 text-sm text-slate-600">{photo.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </main>
  );
}
