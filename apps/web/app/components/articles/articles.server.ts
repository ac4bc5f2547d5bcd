import {
  ARTICLE_CATEGORY_SLUGS,
  type Article,
  type ArticleListResponse,
  type SeoContent,
} from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient, type ApiClient } from '../../lib/api-client.server';

const VEHICLE = '/api/vehicle';
export const articlesApi = {
  list: (page: number, category?: string) =>
    `${VEHICLE}/v1/articles?page=${page}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
  one: (slug: string) => `${VEHICLE}/v1/articles/${encodeURIComponent(slug)}`,
  seo: (page: string) => `${VEHICLE}/v1/seo-content?page=${encodeURIComponent(page)}`,
};

/** The stored SEO copy of a page, or null when it has none (the page then shows none). */
export async function loadSeoContent(api: ApiClient, page: string): Promise<SeoContent | null> {
  try {
    return await api.get<SeoContent>(articlesApi.seo(page));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** /article/?category=&page=: an unknown category or a page past the end is a 404. */
export async function loadArticleList(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const rawPage = url.searchParams.get('page') ?? '1';
  const category = url.searchParams.get('category') ?? undefined;
  const page = /^[1-9][0-9]{0,3}$/.test(rawPage) ? Number(rawPage) : NaN;
  const knownCategory =
    category === undefined || (ARTICLE_CATEGORY_SLUGS as readonly string[]).includes(category);
  if (Number.isNaN(page) || !knownCategory) throw data(null, { status: 404 });
  const list = await apiClient(context).get<ArticleListResponse>(articlesApi.list(page, category));
  if (page > list.totalPages) throw data(null, { status: 404 });
  return { ...list, category: category ?? null, origin: url.origin };
}

/** /article/{slug}/: unknown or malformed slugs are a real 404 page. */
export async function loadArticle(context: AppLoadContext, request: Request, slug: string) {
  try {
    const { data: article } = await apiClient(context).get<{ data: Article }>(
      articlesApi.one(slug),
    );
    return { article, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
