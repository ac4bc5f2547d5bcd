import { newCarPaths, type NewCarSearch } from '@carsetu/contracts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/new-cars';
import { ModelGrid } from '../components/new-cars';
import { newCarsMeta } from '../components/new-cars';
import { loadSearchPage } from '../components/new-cars/index.server';
import { SearchLinks } from '../components/new-cars';
import type { Route } from './+types/new-cars.search-by.$query';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadSearchPage(context, request, params.query);
}

/** "New SUV cars" / "New cars under ₹5 Lakh". */
const headingOf = (search: NewCarSearch) =>
  search.kind === 'budget' ? `New cars under ₹${search.lakh} Lakh` : `New ${search.label}`;

const explain = (search: NewCarSearch) =>
  search.kind === 'budget'
    ? `Cars whose lowest ex-showroom price is ₹${search.lakh} Lakh or less.`
    : search.bodyTypes.includes('compact-suv')
      ? 'SUVs and compact SUVs on sale now, with ex-showroom prices.'
      : `${search.label.replace(' cars', 's')} on sale now, with ex-showroom prices.`;

export const meta: Route.MetaFunction = ({ data }) =>
  newCarsMeta(
    data && {
      title: `${headingOf(data.search)} in India: prices and variants`,
      description: `${data.models.length} models. ${explain(data.search)} Compare variants, fuel and transmission options.`,
      canonicalUrl: `${data.origin}${newCarPaths.search(data.search.slug)}`,
    },
  );

/** /new-cars/search-by/{sedan|suv|hatchback|muv}-cars/ and /cars-under-{5|10|15|20}-lakhs/. */
export default function NewCarSearchPage({ loaderData }: Route.ComponentProps) {
  const { search, models, bodyTypes, budgets, origin } = loaderData;
  const heading = headingOf(search);
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-4 py-6">
      <Breadcrumbs
        origin={origin}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'New cars', path: newCarPaths.home() },
          { name: heading, path: newCarPaths.search(search.slug) },
        ]}
      />
      <header>
        <h1 className="text-3xl font-bold text-ink">{heading}</h1>
        <p className="mt-2 text-slate-700">
          {models.length === 1 ? '1 model' : `${models.length} models`}. {explain(search)}
        </p>
      </header>
      <section aria-labelledby="results-heading">
        {/* Cards are h3: an h2 keeps the heading levels in order. */}
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <ModelGrid
          models={models}
          empty={
            <p>
              No new car matches this search right now.{' '}
              <Link to={newCarPaths.home()} className="font-semibold text-blue-700 underline">
                See all new cars
              </Link>
            </p>
          }
        />
      </section>
      <SearchLinks
        heading="Cars by body type"
        headingId="body-types"
        links={bodyTypes}
        currentSlug={search.slug}
      />
      <SearchLinks
        heading="Cars by budget"
        headingId="budgets"
        links={budgets}
        currentSlug={search.slug}
      />
    </main>
  );
}
