import { formatMoney, paise } from '@carsetu/contracts';
import { newCarPaths } from '@carsetu/contracts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/new-cars';
import { ModelGrid } from '../components/new-cars';
import { newCarsMeta } from '../components/new-cars';
import { loadNewCarsHome } from '../components/new-cars/index.server';
import { SearchLinks } from '../components/new-cars';
import { buttonClasses } from '../components/ui';
import type { Route } from './+types/new-cars._index';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewCarsHome(context, request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  newCarsMeta(
    data && {
      title: 'New cars in India: prices, variants and comparisons',
      description: `Ex-showroom prices of ${data.popularModels.length > 0 ? 'popular ' : ''}new cars from ${data.brands.length} ${data.brands.length === 1 ? 'brand' : 'brands'}. Browse by brand, body type or budget, see every variant and compare cars side by side.`,
      canonicalUrl: `${data.origin}${newCarPaths.home()}`,
    },
  );

/** /new-cars/: brands, body types, budgets and popular models with their price ranges. */
export default function NewCarsHome({ loaderData }: Route.ComponentProps) {
  const { brands, popularModels, bodyTypes, budgets, origin } = loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-10 px-4 py-6">
      <div className="flex flex-col gap-4">
        <Breadcrumbs
          origin={origin}
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'New cars', path: newCarPaths.home() },
          ]}
        />
        <section className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 md:p-10">
          <h1 className="text-3xl font-bold text-ink md:text-4xl">New cars</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Ex-showroom prices and every variant of the cars on sale in India, by brand, body type
            and budget.
          </p>
          <Link to={newCarPaths.compare()} className={buttonClasses('primary', 'mt-5')}>
            Compare cars
          </Link>
        </section>
      </div>

      <section aria-labelledby="brands">
        <h2 id="brands" className="text-xl font-bold text-ink">
          Popular brands
        </h2>
        {brands.length === 0 ? (
          <p className="mt-3 text-slate-700">No new cars are listed right now.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={brand.url}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow"
                >
                  <span className="font-semibold text-ink">{brand.name}</span>
                  <span className="text-sm text-slate-600">
                    {brand.modelsOnSale === 1 ? '1 model' : `${brand.modelsOnSale} models`}
                    {brand.minExShowroomPaise !== null &&
                      `, from ${formatMoney(paise(brand.minExShowroomPaise), 'compact')}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SearchLinks heading="Cars by body type" headingId="body-types" links={bodyTypes} />
      <SearchLinks heading="Cars by budget" headingId="budgets" links={budgets} />

      <section aria-labelledby="popular-models">
        <h2 id="popular-models" className="mb-3 text-xl font-bold text-ink">
          Popular new cars
        </h2>
        <ModelGrid models={popularModels} empty={<p>No new cars are listed right now.</p>} />
      </section>
    </main>
  );
}
