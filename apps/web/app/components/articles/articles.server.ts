import { ARTICLE_CATEGORY_SLUGS, type ArticleCategorySlug } from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap, type TypedApi } from '../../lib/typed-api.server';

const isArticleCategory = (value: string): value is ArticleCategorySlug =>
  (ARTICLE_CATEGORY_SLUGS as readonly string[]).includes(value);

/** The stored SEO copy of a page, or null when it has none (the page then shows none). */
export async function loadSeoContent(api: TypedApi, page: string) {
  try {
    return await unwrap(api.GET('/api/vehicle/v1/seo-content', { params: { query: { page } } }));
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
  if (Number.isNaN(page) || (category !== undefined && !isArticleCategory(category)))
    throw data(null, { status: 404 });
  const list = await unwrap(
    typedApi(context).GET('/api/vehicle/v1/articles', { params: { query: { page, category } } }),
  );
  if (page > list.totalPages) throw data(null, { status: 404 });
  return { ...list, category: category ?? null, origin: url.origin };
}

/** /article/{slug}/: unknown or malformed slugs are a real 404 page. */
export async function loadArticle(context: AppLoadContext, request: Request, slug: string) {
  try {
    const { data: article } = await unwrap(
      typedApi(context).GET('/api/vehicle/v1/articles/{slug}', { params: { path: { slug } } }),
    );
    return { article, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
