import { LISTING_SORTS, formatIndianNumber } from '@carsetu/contracts';
import { Form, Link, useNavigation, useRouteLoaderData, useSubmit } from 'react-router';
import { ListingCard, listingHrefForQuery, SORT_TEXT } from '../../components/buy';
import { readCarried } from '../../lib/carried-json';
import { MEDIA_BELOW_MD, MEDIA_MD_UP } from '../../lib/breakpoints';
import { HydrateLater } from '../../lib/hydrate-later';
import { ServerHtml } from '../../lib/server-html';
import { metaTranslator, useT } from '../../lib/i18n';
import { SearchBox } from '../../components/buy';
import { openLocationPicker } from '../../components/location';
import { buttonClasses } from '../../components/ui';
import { itemListJsonLd, jsonLdText } from '../../lib/seo';
import { SeoCopy } from '../../components/articles';
import type { Route } from './+types/route';
import { FilterPanelBlock, filterPanelSlice } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { activeChips, linkBuilder } from './listing-links';
import { loadListingPage } from './listing.server';
import { Pagination } from './pagination';

export const handle = { routeName: 'car-listing', pageType: 'car-listing' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListingPage(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!data) return [{ title: t('Used cars | CarSetu') }];
  const place = data.city?.name ?? t('India');
  return [
    {
      title: t('{total} used cars in {place} | CarSetu', {
        total: formatIndianNumber(readCarried(data.result).total),
        place,
      }),
    },
    {
      name: 'description',
      content: t(
        'Buy inspected used cars in {place}: filter by budget, make, year, kilometres, fuel and more.',
        { place },
      ),
    },
  ];
};

/** /buy-used-car?{filters}&storeCityId={id}: the listing (route car-listing). */
export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { city, extraOptions, wishlisted, canonical, seo } = loaderData;
  const result = readCarried(loaderData.result);
  const t = useT();
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin;
  const links = linkBuilder(result.filters, city, extraOptions);
  const chips = activeChips(result, links, t);
  const saved = new Set(wishlisted);
  const navigation = useNavigation();
  const submit = useSubmit();
  const place = city?.name ?? t('India');
  const total = formatIndianNumber(result.total);
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/buy-used-car';

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">
            {t('Used cars in {place}', { place })}
          </h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {t('{count, plural, one {{total} car} other {{total} cars}}', {
              count: result.total,
              total,
            })}
            {result.searchMatches.length > 0 &&
              t(' for {matches}', { matches: result.searchMatches.join(', ') })}
            {' · '}
            <button
              type="button"
              className="font-semibold text-blue-700 underline"
              onClick={() => openLocationPicker()}
            >
              {t('Change city')}
            </button>
          </p>
        </div>
        <div className="w-full md:max-w-md">
          {/* Slices of their own (decision 0184), like the filter panel and the cards. */}
          <HydrateLater>
            <SearchBox
              key={canonical}
              initial={result.filters.q ?? ''}
              cityId={city?.id ?? null}
              listingHref={(query) => listingHrefForQuery(query, city?.id ?? null)}
            />
          </HydrateLater>
        </div>
      </div>

      {chips.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('Active filters')}>
          {chips.map((chip) => (
            <li key={chip.href + chip.label}>
              <Link
                to={chip.href}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                aria-label={t('Remove filter {filter}', { filter: chip.label })}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={links.cleared()}
              className="inline-block px-2 py-1 text-sm font-semibold text-blue-700 underline"
            >
              {t('Clear all')}
            </Link>
          </li>
        </ul>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-[18rem_1fr]">
        <aside aria-label={t('Filter cars')}>
          {/* Each hidden where the other shows: a phone never runs the panel, a desktop never
              runs the sheet, unless the window is resized into showing it. */}
          <HydrateLater media={MEDIA_BELOW_MD}>
            <FilterSheet
              {...{ result, city, links }}
              activeCount={chips.length}
              resultsHeadingId="results-heading"
            />
          </HydrateLater>
          <noscript>
            <style>{'.filters-wrapper{display:block!important}'}</style>
          </noscript>
          {/* Kept on the server by what it shows (decision 0192), once for every value of the
              extra options (decision 0194): the links are built from the filters, the city and
              the extra options, the rest from the counts. */}
          <HydrateLater
            cacheKey={() => filterPanelSlice(result, city, extraOptions)}
            media={MEDIA_MD_UP}
          >
            <FilterPanelBlock key={canonical} result={result} city={city} links={links} />
          </HydrateLater>
        </aside>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <Form
            key={canonical}
            method="get"
            action="/buy-used-car"
            className="mb-4 flex items-center justify-end gap-2"
            onChange={(event) => submit(event.currentTarget)}
          >
            <h2
              id="results-heading"
              tabIndex={-1}
              className="mr-auto scroll-mt-4 font-semibold text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {t('{count, plural, one {{total} car} other {{total} cars}}', {
                count: result.total,
                total,
              })}
            </h2>
            {[...new URLSearchParams(canonical.split('?')[1] ?? '')]
              .filter(([name]) => name !== 'sort' && name !== 'page')
              .map(([name, value], index) => (
                <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
              ))}
            <label htmlFor="sort" className="text-sm text-slate-700">
              {t('Sort by')}
            </label>
            <select
              id="sort"
              name="sort"
              defaultValue={result.filters.sort}
              className="rounded-lg border border-slate-300 px-2 py-2 text-sm"
            >
              {LISTING_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_TEXT[sort])}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={buttonClasses('secondary')}>
                {t('Sort')}
              </button>
            </noscript>
          </Form>

          {result.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-xl font-semibold text-ink">
                {t('No cars match all your filters')}
              </h2>
              <p className="mt-2 text-slate-600">{t('Try widening your search:')}</p>
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {chips.map((chip) => (
                  <li key={chip.href + chip.label}>
                    <Link to={chip.href} className={buttonClasses('secondary')}>
                      {t('Remove {filter}', { filter: chip.label })}
                    </Link>
                  </li>
                ))}
                {city && (
                  <li>
                    <Link to={links.allIndia()} className={buttonClasses('primary')}>
                      {t('Search all of India')}
                    </Link>
                  </li>
                )}
              </ul>
            </div>
          ) : (
            // The grid is a slice of its own: making its 24 cards' slices is then not part of the
            // page's slice (decision 0184), which it made the longest task on a phone.
            <HydrateLater>
              <ul
                className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
              >
                {origin ? (
                  <script
                    type="application/ld+json"
                    dangerouslySetInnerHTML={{
                      __html: jsonLdText(itemListJsonLd(origin, result.items)),
                    }}
                  />
                ) : null}
                {result.items.map((car, index) => (
                  <li key={car.id}>
                    <ListingCard
                      car={car}
                      isWishlisted={saved.has(car.id)}
                      headingLevel={2}
                      imagePriority={index === 0}
                    />
                  </li>
                ))}
              </ul>
            </HydrateLater>
          )}
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) =>
              links.page(page, page === result.page + 1 ? result.nextCursor : undefined)
            }
          />
        </section>
      </div>
      {/* Text and links: the browser keeps its server HTML (decision 0198). */}
      <ServerHtml contentKey={`listing:${canonical}:seo-copy`}>
        <SeoCopy content={seo} />
      </ServerHtml>
    </main>
  );
}
