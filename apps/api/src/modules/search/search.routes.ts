import {
  CITY_QUERY,
  LISTING_CURSOR_QUERY,
  LISTING_FILTER_QUERY,
  ListingSearchResponseSchema,
  parseListingQuery,
  SuggestionListResponseSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import { badRequest } from '../../lib/errors';
import { carSitemapPage } from './car-sitemap.repository';
import { searchListings, suggest } from './listing-search.service';

const tags = ['consumer: buy used cars'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const QueryValue = z.union([z.string(), z.array(z.string())]);
/**
 * The listing's query items by name (decision 0050), so the OpenAPI document lists them; the
 * handler parses the raw query itself (repeated names, comma lists, extra options pass through).
 */
const ListingQuerySchema = z
  .object(
    Object.fromEntries(
      [...new Set([...Object.values(LISTING_FILTER_QUERY), CITY_QUERY, LISTING_CURSOR_QUERY])].map(
        (name) => [name, QueryValue.optional()],
      ),
    ),
  )
  .catchall(QueryValue);

/** Listing search with facets, free-text suggestions and the cars sitemap. */
export async function searchRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventory/v1/listings',
    {
      schema: {
        tags,
        summary:
          'Listing search with facets: the query of /buy-used-car (repeat a name for several values)',
        querystring: ListingQuerySchema,
        response: { 200: ListingSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const parsed = parseListingQuery(query);
      const [field, message] = Object.entries(parsed.problems)[0] ?? [];
      if (field) throw badRequest(`${field}: ${message}`, parsed.problems);
      return searchListings(
        app.db,
        parsed.filters,
        parsed.cityId,
        undefined,
        undefined,
        parsed.after,
      );
    },
  );

  app.get(
    '/inventory/v1/sitemap/cars',
    {
      schema: {
        tags,
        summary: 'Car pages for the sitemap (not sold), with their last change, in pages',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: {
          200: z.object({
            total: z.number().int(),
            pageSize: z.number().int(),
            items: z.array(z.object({ url: z.string(), lastmod: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => carSitemapPage(app.db, request.query.page),
  );

  app.get(
    '/inventory/v1/suggestions',
    {
      schema: {
        tags,
        summary: 'Search-box suggestions for makes, models and variants (small typos allowed)',
        querystring: z.object({
          q: z.string().trim().min(1, 'Type at least one letter').max(80, 'q is too long'),
        }),
        response: { 200: SuggestionListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await suggest(app.db, request.query.q) }),
  );
}
