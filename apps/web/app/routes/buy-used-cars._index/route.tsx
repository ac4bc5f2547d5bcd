import { buildListingUrl, type ListingFiltersInput, formatIndianNumber } from '@carsetu/contracts';
import { ServerHtml } from '../../lib/server-html';
import { Link } from 'react-router';
import { ListingCard } from '../../components/buy';
import { SearchBox } from '../../components/buy';
import { capitalize, listingHrefForQuery, translateFact } from '../../components/buy';
import { metaTranslator, useT } from '../../lib/i18n';
import { handleBuyUsedCarClick, openLocationPicker } from '../../components/location';
import { buttonClasses } from '../../components/ui';
import type { Route } from './+types/route';
import { loadBuyHome } from './buy-home.server';

export const handle = { routeName: 'buy-used-cars-home', pageType: 'buy-used-cars-home' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBuyHome(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const place = data?.city?.name ?? t('India');
  return [
    { title: t('Buy used cars in {place}: inspected cars, easy test drives | CarSetu', { place }) },
    {
      name: 'description',
      content: t(
        'Browse inspected second-hand cars in {place} by brand, body type and budget. Book a test drive and reserve with a refundable token.',
        { place },
      ),
    },
  ];
};

const BODY_LABEL: Record<string, string> = { suv: 'SUV', muv: 'MUV', 'compact-suv': 'Compact SUV' };

/** /buy-used-cars/ (route buy-used-cars-home): city-aware entry to the listing. */
export default function BuyHome({ loaderData }: Route.ComponentProps) {
  const { city, result, wishlisted } = loaderData;
  const t = useT();
  const saved = new Set(wishlisted);
  const place = city?.name ?? t('India');
  const href = (filters: Partial<ListingFiltersInput>) =>
    buildListingUrl({ filters, cityId: city?.id ?? null, isAllIndia: city === null });
  // The brand, body type and budget grids are links and counts: the browser keeps their server
  // HTML (decision 0198), for this city's page, and never builds their links.
  const pageKey = `buy-home:${city?.id ?? 'india'}`;
  const tile =
    'flex flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow';
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <section className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 md:p-10">
        <h1 className="text-3xl font-bold text-ink md:text-4xl">
          {t('Buy used cars in {place}', { place })}
        </h1>
        <p className="mt-2 text-slate-700">
          {t(
            '{total} inspected cars with a detailed inspection report, free test drives and a refundable booking token.',
            { total: formatIndianNumber(result.total) },
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t('Showing cars in')} <strong>{place}</strong>{' '}
          <button
            type="button"
            onClick={() => openLocationPicker()}
            className="font-semibold text-blue-700 underline"
          >
            {t('Change city')}
          </button>
        </p>
        <div className="mt-6 max-w-2xl">
          <SearchBox
            cityId={city?.id ?? null}
            listingHref={(query) => listingHrefForQuery(query, city?.id ?? null)}
          />
        </div>
        <Link
          to={href({})}
          onClick={handleBuyUsedCarClick}
          className={buttonClasses('primary', 'mt-6')}
        >
          {t('View all cars in {place}', { place })}
        </Link>
      </section>

      <ServerHtml contentKey={`${pageKey}:brands`}>
        {() => (
          <section className="mt-10" aria-labelledby="brands">
            <h2 id="brands" className="text-xl font-bold text-ink">
              {t('Popular brands')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {result.facets.make.map((make) => (
                <li key={make.value}>
                  <Link to={href({ make: [make.value] })} className={tile}>
                    <span className="font-semibold text-ink">{make.label}</span>
                    <span className="text-sm text-slate-600">
                      {t('{count} cars', { count: make.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ServerHtml>

      <ServerHtml contentKey={`${pageKey}:body-types`}>
        {() => (
          <section className="mt-10" aria-labelledby="body-types">
            <h2 id="body-types" className="text-xl font-bold text-ink">
              {t('Browse by body type')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {(result.facets.bodyType ?? []).map((body) => (
                <li key={body.value}>
                  <Link to={href({ bodyType: [body.value as never] })} className={tile}>
                    <img
                      src={`/api/vehicle/v1/car-images/${body.value}/white/side.svg`}
                      alt=""
                      width={160}
                      height={100}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-full object-contain"
                    />
                    <span className="mt-2 font-semibold text-ink">
                      {translateFact(t, BODY_LABEL[body.value] ?? capitalize(body.value))}
                    </span>
                    <span className="text-sm text-slate-600">
                      {t('{count} cars', { count: body.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ServerHtml>

      <ServerHtml contentKey={`${pageKey}:budgets`}>
        {() => (
          <section className="mt-10" aria-labelledby="budgets">
            <h2 id="budgets" className="text-xl font-bold text-ink">
              {t('Cars by budget')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {(result.facets.budget ?? []).map((budget) => {
                const [min, max] = budget.value.split('-');
                return (
                  <li key={budget.value}>
                    <Link
                      to={href({
                        priceMin: Number(min) || undefined,
                        priceMax: max ? Number(max) : undefined,
                      })}
                      className={tile}
                    >
                      <span className="font-semibold text-ink">
                        {translateFact(t, budget.label)}
                      </span>
                      <span className="text-sm text-slate-600">
                        {t('{count} cars', { count: budget.count })}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </ServerHtml>

      <section className="mt-10" aria-labelledby="near-you">
        <h2 id="near-you" className="text-xl font-bold text-ink">
          {t('Cars near you')}
        </h2>
        {result.items.length === 0 ? (
          <p className="mt-4 text-slate-600">
            {t('No cars are listed in {place} right now.', { place })}{' '}
            <Link
              className="font-semibold text-blue-700 underline"
              to={buildListingUrl({ filters: {}, cityId: null, isAllIndia: true })}
            >
              {t('See cars across India')}
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {result.items.map((car) => (
              <li key={car.id}>
                <ListingCard car={car} isWishlisted={saved.has(car.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
