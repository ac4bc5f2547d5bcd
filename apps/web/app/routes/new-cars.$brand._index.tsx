import { buildListingUrl, newCarPaths } from '@carsetu/contracts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/new-cars';
import { ModelGrid } from '../components/new-cars';
import { newCarsMeta } from '../components/new-cars';
import { loadBrandPage } from '../components/new-cars/index.server';
import type { Route } from './+types/new-cars.$brand._index';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadBrandPage(context, request, params.brand);
}

export const meta: Route.MetaFunction = ({ data }) =>
  newCarsMeta(
    data && {
      title: `New ${data.brand.name} cars: prices, models and variants`,
      description:
        data.models.length > 0
          ? `${data.models.length} ${data.brand.name} models on sale: ${data.models
              .slice(0, 5)
              .map((model) => model.name)
              .join(', ')}. Ex-showroom prices, fuel and transmission options of every variant.`
          : `${data.brand.name} sells no new cars in India now. See its discontinued models and used ones for sale.`,
      canonicalUrl: `${data.origin}${data.brand.url}`,
    },
  );

/** /new-cars/{brand}/: the brand's models on sale, then its discontinued ones. */
export default function NewCarBrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, models, discontinued, origin } = loaderData;
  const usedCars = buildListingUrl({
    filters: { make: [brand.slug] },
    cityId: null,
    isAllIndia: true,
  });
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-4 py-6">
      <Breadcrumbs
        origin={origin}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'New cars', path: newCarPaths.home() },
          { name: brand.name, path: brand.url },
        ]}
      />
      <header>
        <h1 className="text-3xl font-bold text-ink">{brand.name} cars</h1>
        <p className="mt-2 text-slate-700">
          {models.length === 0
            ? `${brand.name} has no new cars on sale in India right now.`
            : `${models.length === 1 ? '1 model' : `${models.length} models`} on sale, with ex-showroom prices of every variant.`}{' '}
          <Link to={usedCars} className="font-semibold text-blue-700 underline">
            Used {brand.name} cars for sale
          </Link>
        </p>
      </header>
      <section aria-labelledby="on-sale">
        <h2 id="on-sale" className="mb-3 text-xl font-bold text-ink">
          {brand.name} models on sale
        </h2>
        <ModelGrid
          models={models}
          showMake={false}
          empty={
            <p>
              No {brand.name} model is sold new today.{' '}
              <Link to={newCarPaths.home()} className="font-semibold text-blue-700 underline">
                See all new cars
              </Link>
            </p>
          }
        />
      </section>
      {discontinued.length > 0 && (
        <section aria-labelledby="discontinued">
          <h2 id="discontinued" className="mb-3 text-xl font-bold text-ink">
            Discontinued {brand.name} models
          </h2>
          <ModelGrid models={discontinued} showMake={false} empty={null} />
        </section>
      )}
    </main>
  );
}
