import {
  ARTICLE_CATEGORIES,
  ARTICLES_PAGE_SIZE,
  type Article,
  type ArticleListResponse,
  type ArticleSummary,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import { queryRows, toIso } from '../../lib/sql-rows';

interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  published_at: string | Date;
  updated_at: string | Date;
  words: number;
  body?: string;
}

/** Reading time at 200 words a minute, at least one minute. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200));

const categoryOf = (slug: string) =>
  ARTICLE_CATEGORIES.find((category) => category.slug === slug) ?? { slug, name: slug };

const toSummary = (row: ArticleRow): ArticleSummary => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: { ...categoryOf(row.category) },
  author: row.author,
  publishedAt: toIso(row.published_at),
  updatedAt: toIso(row.updated_at),
  readingMinutes: readingMinutes(Number(row.words)),
});

const columns = sql`slug, title, summary, category, author, published_at, updated_at,
  array_length(regexp_split_to_array(trim(body), '\\s+'), 1) as words`;

/** One page of articles, newest first, optionally of one category. */
export async function listArticles(
  db: Database,
  page: number,
  category: string | undefined,
): Promise<ArticleListResponse> {
  const where = category ? sql`where category = ${category}` : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from articles ${where}`,
  );
  const rows = await queryRows<ArticleRow>(
    db,
    sql`select ${columns} from articles ${where}
        order by published_at desc, id desc
        limit ${ARTICLES_PAGE_SIZE} offset ${(page - 1) * ARTICLES_PAGE_SIZE}`,
  );
  const total = Number(count?.n ?? 0);
  return {
    data: rows.map(toSummary),
    page,
    pageSize: ARTICLES_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE)),
  };
}

export async function getArticle(db: Database, slug: string): Promise<Article> {
  const [row] = await queryRows<ArticleRow>(
    db,
    sql`select ${columns}, body from articles where slug = ${slug}`,
  );
  if (!row) throw notFound('We could not find this article.');
  return { ...toSummary(row), body: row.body! };
}
