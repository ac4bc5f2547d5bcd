import {
  FaqCategorySchema,
  FaqListResponseSchema,
  PAGE_CONTENT_TYPES,
  PageContentResponseSchema,
  TESTIMONIAL_CATEGORIES,
  TestimonialListResponseSchema,
} from '@carsetu/contracts';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import type { CatalogApp } from './catalog.routes';
import type { ContentService } from './content.service';

const tags = ['vehicle: content'];
/** The only faq-search version this API speaks (spec §7: faq-search?version=2). */
export const FAQ_SEARCH_VERSION = '2';

export function registerContentRoutes(app: CatalogApp, content: ContentService) {
  app.get(
    '/page/content',
    {
      schema: {
        tags,
        summary: 'CMS blocks of one page type',
        querystring: z.object({
          type: z.enum(PAGE_CONTENT_TYPES, {
            error: `type must be one of ${PAGE_CONTENT_TYPES.join(', ')}`,
          }),
        }),
        response: { 200: PageContentResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await content.getPageContent(request.query.type) }),
  );

  app.get(
    '/v1/faq',
    {
      schema: {
        tags,
        summary: 'FAQs of one category, or of every site category',
        querystring: z.object({ category: FaqCategorySchema.optional() }),
        response: { 200: FaqListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await content.listFaqs(request.query.category) }),
  );

  app.get(
    '/faq-search',
    {
      schema: {
        tags,
        summary: 'Search FAQ questions and answers',
        querystring: z.object({
          version: z.literal(FAQ_SEARCH_VERSION, { error: 'version must be 2' }),
          q: z
            .string({ error: 'q is required' })
            .trim()
            .min(2, 'Type at least 2 characters')
            .max(100, 'q is too long'),
        }),
        response: { 200: FaqListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await content.searchFaqs(request.query.q) }),
  );

  app.get(
    '/v1/testimonials',
    {
      schema: {
        tags,
        summary: 'Customer testimonials, newest first, optionally of one category',
        querystring: z.object({
          category: z
            .enum(TESTIMONIAL_CATEGORIES, {
              error: `category must be one of ${TESTIMONIAL_CATEGORIES.join(', ')}`,
            })
            .optional(),
        }),
        response: { 200: TestimonialListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await content.listTestimonials(request.query.category) }),
  );
}
