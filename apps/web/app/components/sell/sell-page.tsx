import { formatIndianNumber } from '@carsetu/contracts';
import { Link } from 'react-router';
import { ServerHtml } from '../../lib/server-html';
import { useLocale, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { ContentBlocks, heroOf } from '../ui';
import { FaqList } from '../ui';
import { SeoCopy } from '../articles';
import { ReviewsSection } from '../reviews';
import { TestimonialCards } from '../ui';
import type { SellPageData } from './sell-page.server';
import { SellForm } from './sell-form';
import type { SellFormErrors } from './sell-request';

interface SellPageProps {
  page: SellPageData;
  actionResult?: { errors: SellFormErrors; values: { registrationNumber: string; mobile: string } };
}

/** /sell-used-cars/ and /sell-used-cars-{city}/: selling with CarSetu, in general or in one city. */
export function SellPage({ page, actionResult }: SellPageProps) {
  const t = useT();
  // The CMS writes English only: a Hindi page shows its own heading and subtitle (decision 0180).
  const english = useLocale() === 'en';
  const cityName = page.city?.title ?? null;
  const pageKey = `sell:${page.city?.slug ?? ''}`;
  // CMS text is written for the whole country; on a city page "across India" becomes the city.
  const personalise = (text: string) =>
    cityName ? text.replace(/across India/g, `in ${cityName}`) : text;
  const hero = heroOf(page.content.blocks);
  const action = page.city ? `/sell-used-cars-${page.city.slug}/` : paths.sellUsedCars();

  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-[1.2fr_1fr] lg:py-16">
          <div>
            <nav aria-label={t('Breadcrumb')} className="text-sm text-slate-600">
              <ol className="flex flex-wrap gap-1">
                <li>
                  <Link to={paths.home()} className="hover:underline">
                    {t('Home')}
                  </Link>{' '}
                  /
                </li>
                <li>
                  {cityName ? (
                    <>
                      <Link to={paths.sellUsedCars()} className="hover:underline">
                        {t('Sell car')}
                      </Link>{' '}
                      /
                    </>
                  ) : (
                    <span aria-current="page">{t('Sell car')}</span>
                  )}
                </li>
                {cityName ? <li aria-current="page">{cityName}</li> : null}
              </ol>
            </nav>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {cityName
                ? t('Sell your used car in {city}', { city: cityName })
                : english
                  ? (hero?.title ?? 'Sell your car')
                  : t('Sell your car in one visit')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-slate-700">
              {english
                ? personalise(hero?.subtitle ?? '')
                : t('Free inspection, a fair offer and instant payment')}
            </p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
              <li>
                ✓{' '}
                {cityName
                  ? t('Free home inspection in {city}', { city: cityName })
                  : t('Free home inspection')}
              </li>
              <li>✓ {t('Instant payment')}</li>
              <li>✓ {t('RC transfer handled')}</li>
            </ul>
            {page.bought && page.bought.count > 0 ? (
              <p className="mt-4 text-sm font-semibold text-slate-800">
                {t(
                  '{count, plural, one {{formatted} car} other {{formatted} cars}} bought from sellers in {city} so far',
                  {
                    count: page.bought.count,
                    formatted: formatIndianNumber(page.bought.count),
                    city: page.bought.cityName,
                  },
                )}
              </p>
            ) : null}
          </div>
          <SellForm
            action={action}
            serverErrors={actionResult?.errors}
            values={actionResult?.values}
          />
        </div>
      </section>

      {/* A column with gaps, not space-y: each part is in a ServerHtml wrapper with no box of its
          own (decision 0184), which a margin between siblings would not reach. Copy, reviews, city
          links and FAQs: the browser keeps their server HTML (decision 0198). */}
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <ServerHtml contentKey={`${pageKey}:content`}>
          <ContentBlocks blocks={page.content.blocks} replace={personalise} />
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:testimonials`}>
          {page.testimonials.length > 0 ? (
            <section>
              <h2 className="text-2xl font-bold text-ink">
                {cityName
                  ? t('Sellers in {city} on CarSetu', { city: cityName })
                  : t('Sellers on CarSetu')}
              </h2>
              <div className="mt-6">
                <TestimonialCards testimonials={page.testimonials} />
              </div>
            </section>
          ) : null}
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:reviews`}>
          <ReviewsSection reviews={page.reviews} id="sell-reviews" />
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:cities`}>
          {() => (
            <section>
              <h2 className="text-2xl font-bold text-ink">{t('We buy cars in these cities')}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {page.cities.map((city) => (
                  <li key={city.slug}>
                    <Link
                      to={city.seoLink}
                      aria-current={city.slug === page.city?.slug ? 'page' : undefined}
                      className="inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700 aria-[current]:border-brand-700 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800"
                    >
                      {city.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </ServerHtml>

        <ServerHtml contentKey={`${pageKey}:faq`}>
          {page.faqs.length > 0 ? (
            <section className="mx-auto w-full max-w-3xl">
              <h2 className="text-2xl font-bold text-ink">{t('Questions sellers ask')}</h2>
              <div className="mt-6">
                <FaqList faqs={page.faqs} />
              </div>
              <p className="mt-4 text-sm">
                <Link
                  to={paths.faq('sell')}
                  className="font-semibold text-blue-700 hover:underline"
                >
                  {t('All selling questions')}
                </Link>
              </p>
            </section>
          ) : null}
        </ServerHtml>
        <ServerHtml contentKey={`${pageKey}:seo-copy`}>
          <SeoCopy content={page.seo} />
        </ServerHtml>
      </div>
    </main>
  );
}
