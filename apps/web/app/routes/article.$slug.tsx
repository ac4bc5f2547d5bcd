import { formatDate } from '@carsetu/contracts';
import { articleListPath } from '@carsetu/contracts';
import { Link } from 'react-router';
import { loadArticle } from '../components/articles/index.server';
import { Markdown } from '../components/articles';
import { JsonLd } from '../components/seo';
import type { Route } from './+types/article.$slug';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadArticle(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.article.title} | CarSetu` },
        { name: 'description', content: data.article.summary },
      ]
    : [{ title: 'Article not found | CarSetu' }];

/** /article/{slug}/: one article, with Article structured data. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, origin } = loaderData;
  const url = `${origin}/article/${article.slug}/`;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { '@type': 'Organization', name: article.author },
          publisher: { '@type': 'Organization', name: 'CarSetu', url: origin },
          mainEntityOfPage: url,
          articleSection: article.category.name,
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={articleListPath()} className="font-semibold text-blue-700 underline">
          Blog
        </Link>{' '}
        /{' '}
        <Link
          to={articleListPath(article.category.slug)}
          className="font-semibold text-blue-700 underline"
        >
          {article.category.name}
        </Link>
      </nav>
      <article className="mt-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{article.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {article.author} ·{' '}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{' '}
          {article.readingMinutes} min read
        </p>
        <p className="mt-4 text-lg text-slate-800">{article.summary}</p>
        <div className="text-slate-800">
          <Markdown source={article.body} />
        </div>
      </article>
    </main>
  );
}
