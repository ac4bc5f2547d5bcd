import { formatIndianNumber } from '@carsetu/contracts';
import { Link } from 'react-router';
import { HydrateLater } from '../../lib/hydrate-later';
import { ServerHtml } from '../../lib/server-html';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { ListingCard, listingHrefForQuery, translateFact } from '../../components/buy';
import { SearchBox } from '../../components/buy';
import { RecentlyViewedCars } from '../../components/home';
import { openLocationPicker } from '../../components/location';
import { ContentBlocks, heroOf } from '../../components/ui';
import { FaqList } from '../../components/ui';
import { TestimonialCards } from '../../components/ui';
import { ReviewsSection } from '../../components/reviews';
import type { Route } from './+types/route';
import { loadHome } from './home.server';

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    {
      title:
        data?.content.metaTitle ??
        t('CarSetu: buy and sell used cars, car loans and challan payment'),
    },
    { name: 'description', content: data?.content.metaDescription ?? '' },
  ];
};

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(context, request);
}

const MAIN_ACTIONS = [
  {
    title: msg('Buy used car'),
    text: msg('Inspected cars at fixed prices'),
    href: paths.buyUsedCars(),
    tone: 'bg-brand-700 text-white',
    note: 'text-brand-50',
  },
  {
    title: msg('Sell car'),
    text: msg('Free inspection, paid at pickup'),
    href: paths.sellUsedCars(),
    tone: 'bg-white text-ink',
    note: 'text-slate-600',
  },
  {
    title: msg('Car finance'),
    text: msg('Check your loan eligibility'),
    href: paths.usedCarLoan(),
    tone: 'bg-white text-ink',
    note: 'text-slate-600',
  },
  {
    title: msg('Pay challan'),
    text: msg('Check and pay traffic fines'),
    href: paths.trafficChallan(),
    tone: 'bg-white text-ink',
    note: 'text-slate-600',
  },
] as const;

const TILE =
  'flex h-full items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-4 text-center text-sm font-semibold text-ink shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:text-brand-800';

/** A headed grid of link tiles (brands, body types, budgets); nothing when there are none. */
function TileSection({
  id,
  title,
  tiles,
  gridClassName,
}: {
  id: string;
  title: string;
  tiles: readonly { key: string; url: string; label: string }[];
  gridClassName: string;
}) {
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <ul className={`mt-5 grid gap-3 ${gridClassName}`}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.url} className={TILE}>
              {translateFact(t, tile.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const hero = heroOf(loaderData.content.blocks);
  const { city, featured, featuredTotal } = loaderData;
  const cityId = city?.id ?? null;
  const place = city?.name ?? t('India');
  const saved = new Set(loaderData.wishlisted);
  // Tiles, copy, testimonials, reviews and FAQs are links and text: the browser keeps their server
  // HTML (decision 0198), for this city's home page.
  const pageKey = `home:${cityId ?? 'india'}`;
  return (
    <main id="main" className="flex-1">
      {/* The hero with its search box is a slice of its own, like the sections below. */}
      <HydrateLater>
        <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white">
          <div className="mx-auto max-w-7xl px-4 pb-12 pt-10 sm:pt-16">
            <h1 className="max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {hero?.title ?? t('Buy and sell used cars with CarSetu')}
            </h1>
            {hero ? <p className="mt-4 max-w-2xl text-lg text-slate-200">{hero.subtitle}</p> : null}
            <div className="mt-6 max-w-2xl rounded-2xl bg-white p-3 text-ink shadow-lg sm:p-4">
              <SearchBox
                cityId={cityId}
                listingHref={(query) => listingHrefForQuery(query, cityId)}
              />
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                <span>
                  {t('Showing cars in')} <strong>{place}</strong>
                </span>
                <button
                  type="button"
                  onClick={() => openLocationPicker()}
                  className="font-semibold text-blue-700 underline"
                >
                  {city ? t('Change city') : t('Select your city')}
                </button>
              </p>
            </div>
            <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {MAIN_ACTIONS.map((item) => (
                <li key={item.title}>
                  <Link
                    to={item.href}
                    className={`block h-full rounded-2xl p-4 shadow-lg transition hover:-translate-y-0.5 sm:p-5 ${item.tone}`}
                  >
                    <span className="block text-base font-bold sm:text-lg">{t(item.title)}</span>
                    <span className={`mt-1 block text-sm ${item.note}`}>{t(item.text)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateLater>

      {/* A column with gaps, not space-y: each part is in a HydrateLater or ServerHtml wrapper with
          no box of its own (decision 0184), which a margin between siblings would not reach. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <HydrateLater>
          <RecentlyViewedCars />
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="home-featured">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="home-featured" className="text-2xl font-bold text-ink">
                {t('Featured cars in {place}', { place })}
              </h2>
              {featured.length > 0 ? (
                <Link
                  to={listingHrefForQuery('', cityId)}
                  className="font-semibold text-blue-700 hover:underline"
                >
                  {t('View all {total} cars', { total: formatIndianNumber(featuredTotal) })}
                </Link>
              ) : null}
            </div>
            {featured.length === 0 ? (
              <p className="mt-4 text-slate-600">
                {t('No cars are listed in {place} right now.', { place })}{' '}
                <Link
                  className="font-semibold text-blue-700 underline"
                  to={listingHrefForQuery('', null)}
                >
                  {t('See cars across India')}
                </Link>
                .
              </p>
            ) : (
              <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {featured.map((car) => (
                  <li key={car.id}>
                    <ListingCard car={car} isWishlisted={saved.has(car.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </HydrateLater>

        <ServerHtml contentKey={`${pageKey}:brands`}>
          <TileSection
            id="home-brands"
            title={t('Popular brands')}
            tiles={loaderData.brands}
            gridClassName="grid-cols-3 sm:grid-cols-4 lg:grid-cols-6"
          />
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:body-types-and-budgets`}>
          <div className="grid gap-10 lg:grid-cols-2">
            <TileSection
              id="home-body-types"
              title={t('Used cars by body type')}
              tiles={loaderData.bodyTypes}
              gridClassName="grid-cols-2 sm:grid-cols-3"
            />
            <TileSection
              id="home-budgets"
              title={t('Used cars by budget')}
              tiles={loaderData.budgets}
              gridClassName="grid-cols-2 sm:grid-cols-3"
            />
          </div>
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:content`}>
          <ContentBlocks blocks={loaderData.content.blocks} />
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:testimonials`}>
          {loaderData.testimonials.length > 0 ? (
            <section aria-labelledby="home-testimonials">
              <h2 id="home-testimonials" className="text-2xl font-bold text-ink">
                {t('What our customers say')}
              </h2>
              <div className="mt-5">
                <TestimonialCards testimonials={loaderData.testimonials} />
              </div>
            </section>
          ) : null}
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:reviews`}>
          <ReviewsSection reviews={loaderData.reviews} id="home-reviews" />
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:faq`}>
          {loaderData.faqs.length > 0 ? (
            <section aria-labelledby="home-faq" className="mx-auto w-full max-w-3xl">
              <h2 id="home-faq" className="text-2xl font-bold text-ink">
                {t('Frequently asked questions')}
              </h2>
              <div className="mt-5">
                <FaqList faqs={loaderData.faqs} />
              </div>
              <p className="mt-4 text-sm">
                <Link to={paths.faq('buy')} className="font-semibold text-blue-700 hover:underline">
                  {t('See all questions')}
                </Link>
              </p>
            </section>
          ) : null}
        </ServerHtml>
      </div>
    </main>
  );
}
