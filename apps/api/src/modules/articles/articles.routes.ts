import {
  ARTICLE_SLUG_PATTERN,
  ARTICLES_PAGE_SIZE,
  ArticleListQuerySchema,
  ArticleListResponseSchema,
  ArticleSchema,
  SeoContentQuerySchema,
  SeoContentSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { getArticle, listArticles } from './articles.service';
import { getSeoContent } from './seo-content.service';

const tags = ['vehicle: blog'];

/** The blog (issue 12) on the vehicle base gateway: a paged list and one article by slug. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/seo-content',
    {
      schema: {
        tags,
        operationId: 'getSeoContent',
        summary: 'SEO copy of a page (a city listing page, a service landing page)',
        querystring: SeoContentQuerySchema,
        response: { 200: SeoContentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return getSeoContent(app.db, request.query.page);
    },
  );
  app.get(
    '/v1/articles',
    {
      schema: {
        tags,
        operationId: 'listArticles',
        summary: `Articles, newest first, ${ARTICLES_PAGE_SIZE} a page, optionally of one category`,
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return listArticles(app.db, request.query.page, request.query.category);
    },
  );
  app.get(
    '/v1/articles/:slug',
    {
      schema: {
        tags,
        operationId: 'getArticle',
        summary: 'One article with its Markdown body',
        params: z.object({
          slug: z.string().max(120).regex(ARTICLE_SLUG_PATTERN, 'We could not find this article.'),
        }),
        response: {
          200: z.object({ data: ArticleSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return { data: await getArticle(app.db, request.params.slug) };
    },
  );
};
