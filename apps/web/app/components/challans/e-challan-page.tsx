import { formatDate, formatIndianNumber } from '@carsetu/contracts';
import { ServerHtml } from '../../lib/server-html';
import { formatMoney, paise } from '@carsetu/contracts';
import { type EChallanPage } from '@carsetu/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { ScrollRegion } from '../ui';
import { challanPaths } from './challan-paths';
import { localiseEChallanPage } from './e-challan-copy';
import { ChallanSearchForm } from './challan-search-form';
import { safeBlock } from './safe-block';
import { StateList } from './state-list';
import { EChallanStructuredData } from './structured-data';

/**
 * A section of the page's copy. Text, tables, plain links and `<details>`: the browser keeps the
 * server's HTML and never hydrates it (decision 0198), so its links load the next page from the
 * server. `pageKey` names the state or city page, so another page's section is rendered afresh.
 */
function Section({
  id,
  title,
  pageKey,
  children,
}: {
  id: string;
  title: string;
  pageKey: string;
  children: React.ReactNode;
}) {
  return (
    <ServerHtml contentKey={`${pageKey}:${id}`}>
      <section aria-labelledby={id} className="mt-10">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {children}
      </section>
    </ServerHtml>
  );
}

/** Unknown state or city: the 404 page still offers every state (isInvalidState / isInvalidCity). */
function InvalidPlace({ page }: { page: EChallanPage }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        {page.isInvalidCity && page.stateName
          ? t('We do not have an e-challan page for that city in {state}', {
              state: page.stateName,
            })
          : t('We do not have an e-challan page for that state')}
      </h1>
      <p className="mt-2 text-slate-600">
        {t('Choose your state below, or search your vehicle number directly.')}
      </p>
      <div className="mt-6 max-w-2xl">
        <ChallanSearchForm />
      </div>
      <h2 id="states-heading" className="mt-10 text-xl font-bold text-ink">
        {t('e-Challan by state')}
      </h2>
      <StateList states={page.stateList} headingId="states-heading" />
    </main>
  );
}

/** "e-Challan <State>" (or city) page: server-rendered from the spec's e-challan page state. */
export function EChallanPageView({
  page: sentPage,
  origin,
}: {
  page: EChallanPage;
  origin: string;
}) {
  const t = useT();
  const english = useLocale() === 'en';
  const page = localiseEChallanPage(sentPage, t, english);
  const details = page.details;
  if (!details) return <InvalidPlace page={page} />;
  const placeName = details.cityName ?? details.stateName;
  const pageKey = `e-challan:${details.stateSlug}:${details.citySlug ?? ''}`;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <EChallanStructuredData page={page} origin={origin} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="underline">
              {t('Home')}
            </Link>{' '}
            /
          </li>
          <li>
            <Link to={challanPaths.lookup()} className="underline">
              {t('Traffic challan')}
            </Link>{' '}
            /
          </li>
          {details.cityName ? (
            <li>
              <Link to={challanPaths.state(details.stateSlug)} className="underline">
                {details.stateName}
              </Link>{' '}
              /
            </li>
          ) : null}
          <li aria-current="page">{placeName}</li>
        </ol>
      </nav>
      <section aria-labelledby="page-heading" className="mt-4 rounded-2xl bg-brand-50 p-5 sm:p-8">
        <h1 id="page-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          {details.heading}
        </h1>
        <p className="mt-2 text-slate-700">{details.description}</p>
        <div className="mt-5 max-w-2xl">
          <ChallanSearchForm
            placeholder={t('e.g. {example}', {
              example: `${page.regNumberList[0]?.code ?? details.stateCode + '01'}AB1234`,
            })}
            headingId="page-heading"
          />
        </div>
        {page.settledChallanCount > 0 ? (
          <p className="mt-4 text-sm font-medium text-ink">
            {t('{count} challans in {state} settled through CarSetu', {
              count: formatIndianNumber(page.settledChallanCount),
              state: details.stateName,
            })}
          </p>
        ) : null}
      </section>

      {safeBlock('facts', () =>
        page.factsData.length > 0 ? (
          <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {page.factsData.map((fact) => (
              <div key={fact.label} className="rounded-xl border border-slate-200 p-3">
                <dt className="text-xs text-slate-600">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null,
      )}

      {safeBlock('fines', () => (
        <Section
          id="fines-heading"
          pageKey={pageKey}
          title={t('Traffic fines in {state}', { state: details.stateName })}
        >
          <ScrollRegion
            label={t('Offence, Motor Vehicles Act section and fine')}
            className="mt-3 rounded-xl border border-slate-200"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">
                {t('Offence, Motor Vehicles Act section and fine')}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="p-3">
                    {t('Offence')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('Section')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('Fine')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('Repeat offence')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {page.trafficFines.map((fine) => (
                  <tr key={fine.offenceKey}>
                    <td className="p-3 text-ink">
                      {fine.title}
                      {fine.source === 'state' ? (
                        <span className="ml-2 text-xs text-brand-800">
                          ({t('{state} amount', { state: details.stateName })})
                        </span>
                      ) : null}
                    </td>
                    <td className="p-3">{fine.section}</td>
                    <td className="p-3 font-semibold">{formatMoney(paise(fine.finePaise))}</td>
                    <td className="p-3">
                      {fine.repeatFinePaise ? formatMoney(paise(fine.repeatFinePaise)) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </Section>
      ))}

      {safeBlock('content', () => (
        <>
          {page.cmsContent.map((block, index) => (
            <Section
              key={block.heading}
              id={`content-${index}`}
              title={block.heading}
              pageKey={pageKey}
            >
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </Section>
          ))}
        </>
      ))}

      {safeBlock('rto-codes', () =>
        page.regNumberList.length > 0 ? (
          <Section
            id="rto-heading"
            title={t('RTO codes in {state}', { state: details.stateName })}
            pageKey={pageKey}
          >
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {page.regNumberList.map((rto) => (
                <li key={rto.code} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <span className="font-semibold text-ink">{rto.code}</span> · {rto.office}
                  <span className="block text-slate-600">
                    {t('Sample: {registration}', { registration: rto.sample })}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      {safeBlock('recent', () =>
        page.recentTransaction.length > 0 ? (
          <Section id="recent-heading" title={t('Recently paid through CarSetu')} pageKey={pageKey}>
            <ul className="mt-3 space-y-2 text-sm">
              {page.recentTransaction.map((transaction) => (
                <li
                  key={`${transaction.maskedRegNo}-${transaction.paidAt}`}
                  className="flex justify-between rounded-lg bg-slate-50 p-3"
                >
                  <span>{transaction.maskedRegNo}</span>
                  <span>
                    {formatMoney(paise(transaction.amountPaise))} · {formatDate(transaction.paidAt)}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      {safeBlock('testimonials', () =>
        page.testimonials.length > 0 ? (
          <Section id="testimonials-heading" title={t('What drivers say')} pageKey={pageKey}>
            <ul className="mt-3 grid gap-3 md:grid-cols-3">
              {page.testimonials.map((testimonial) => (
                <li
                  key={testimonial.customerName + testimonial.title}
                  className="rounded-xl border border-slate-200 p-4"
                >
                  <p className="font-semibold text-ink">{testimonial.title}</p>
                  <p className="mt-2 text-sm text-slate-700">{testimonial.body}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    {testimonial.customerName}, {testimonial.cityName} ·{' '}
                    <span
                      role="img"
                      aria-label={t('{rating} out of 5 stars', {
                        rating: String(testimonial.rating),
                      })}
                    >
                      {'★'.repeat(testimonial.rating)}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      {safeBlock('cities', () =>
        page.cityList.length > 0 ? (
          <Section
            id="cities-heading"
            pageKey={pageKey}
            title={t('e-Challan by city in {state}', { state: details.stateName })}
          >
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {page.cityList.map((city) => (
                <li key={city.slug}>
                  <Link
                    to={challanPaths.city(details.stateSlug, city.slug)}
                    className="text-blue-700 hover:underline"
                  >
                    {t('e-Challan {place}', { place: city.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      {safeBlock('faqs', () =>
        page.faqList.length > 0 ? (
          <Section id="faq-heading" title={t('Frequently asked questions')} pageKey={pageKey}>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {page.faqList.map((faq) => (
                <li key={faq.question}>
                  <details className="px-5 py-4">
                    <summary className="cursor-pointer font-medium text-ink">
                      {faq.question}
                    </summary>
                    <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      {safeBlock('states', () => (
        <Section id="states-heading" title={t('e-Challan in other states')} pageKey={pageKey}>
          <StateList states={page.stateList} headingId="states-heading" />
        </Section>
      ))}
    </main>
  );
}
