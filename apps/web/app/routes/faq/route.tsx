import { Form } from 'react-router';
import { buttonClasses } from '../../components/ui';
import { FaqList } from '../../components/ui';
import { faqPageJsonLd, jsonLdText } from '../../lib/seo';
import type { Route } from './+types/route';
import { FAQ_QUERY_MAX_LENGTH } from './faq-query';

// The canonical URL keeps its trailing slash (spec §2: /faq/); a relative form action would drop it.
const FAQ_PATH = '/faq/';
import { loadFaqPage } from './faq.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Frequently asked questions | CarSetu' },
  {
    name: 'description',
    content:
      'Answers about buying and selling used cars, car loans, traffic challans and car services on CarSetu.',
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadFaqPage(context, request);
}

/** /faq/: every category under its own anchor (#buy, #sell, #loan, #challan…), plus search. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { query, results, categories, tooShort } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(faqPageJsonLd(categories.flatMap((category) => category.faqs))),
        }}
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">
        Frequently asked questions
      </h1>

      <Form
        method="get"
        action={FAQ_PATH}
        role="search"
        className="mt-6 flex gap-2"
        preventScrollReset
      >
        <label htmlFor="faq-search" className="sr-only">
          Search questions
        </label>
        <input
          id="faq-search"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={FAQ_QUERY_MAX_LENGTH}
          placeholder="Search, e.g. RC transfer"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
      </Form>

      {tooShort ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Type at least 2 characters to search.
        </p>
      ) : null}

      {results !== null ? (
        <section aria-labelledby="faq-results" className="mt-8">
          <h2 id="faq-results" className="text-xl font-bold text-ink">
            {results.length === 0
              ? `No questions match “${query}”`
              : `${results.length} ${results.length === 1 ? 'answer' : 'answers'} for “${query}”`}
          </h2>
          {results.length === 0 ? (
            <p className="mt-2 text-slate-600">
              Try fewer or different words, or browse the topics below.
            </p>
          ) : (
            <div className="mt-4">
              <FaqList faqs={results} />
            </div>
          )}
        </section>
      ) : null}

      <nav aria-label="FAQ topics" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 space-y-12">
        {categories.map((category) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`faq-${category.id}`}
            className="scroll-mt-24"
          >
            <h2 id={`faq-${category.id}`} className="text-2xl font-bold text-ink">
              {category.title}
            </h2>
            <div className="mt-4">
              <FaqList faqs={category.faqs} />
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
