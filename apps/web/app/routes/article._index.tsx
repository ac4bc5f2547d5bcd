import { formatDate } from '@carsetu/contracts';
import { ARTICLE_CATEGORIES, articleListPath, articlePath } from '@carsetu/contracts';
import { Link } from 'react-router';
import { loadArticleList } from '../components/articles/index.server';
import { JsonLd } from '../components/seo';
import type { Route } from './+types/article._index';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadArticleList(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => {
  const category = ARTICLE_CATEGORIES.find((item) => item.slug === data?.category);
  const page = data && data.page > 1 ? ` (page ${data.page})` : '';
  return [
    { title: `${category ? `${category.name}: ` : ''}CarSetu blog${page} | CarSetu` },
    {
      name: 'description',
      content:
        'Guides for buying and selling used cars in India: RC transfer, car loans and EMIs, traffic challans and fines, inspections.',
    },
  ];
};

const chip =
  'rounded-full border px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** /article/: the blog, newest first, by category, a page at a time. */
export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { data: articles, page, totalPages, category, origin } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: 'CarSetu blog',
          url: `${origin}/article/`,
          blogPost: articles.map((article) => ({
            '@type': 'BlogPosting',
            headline: article.title,
            url: `${origin}${articlePath(article.slug)}`,
            datePublished: article.publishedAt,
          })),
        }}
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">CarSetu blog</h1>
      <p className="mt-2 text-slate-700">
        Plain-language guides for buying, selling and owning a car in India.
      </p>
      <nav aria-label="Blog categories" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={articleListPath()}
              aria-current={category === null ? 'page' : undefined}
              className={chip}
            >
              All
            </Link>
          </li>
          {ARTICLE_CATEGORIES.map((item) => (
            <li key={item.slug}>
              <Link
                to={articleListPath(item.slug)}
                aria-current={category === item.slug ? 'page' : undefined}
                className={chip}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No articles here yet.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 p-5">
                <p className="text-sm font-semibold text-brand-800">{article.category.name}</p>
                <h2 className="mt-1 text-lg font-bold text-ink">
                  <Link to={articlePath(article.slug)} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-slate-700">{article.summary}</p>
                <p className="mt-3 text-sm text-slate-600">
                  <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{' '}
                  {article.readingMinutes} min read
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label="Pages" className="mt-8 flex justify-between text-sm font-semibold">
          {page > 1 ? (
            <Link
              to={articleListPath(category ?? undefined, page - 1)}
              rel="prev"
              className="text-blue-700 underline"
            >
              Newer articles
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? (
            <Link
              to={articleListPath(category ?? undefined, page + 1)}
              rel="next"
              className="text-blue-700 underline"
            >
              Older articles
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
