import { z } from 'zod';

/** The blog at /article/ (issue 12): categories, page size and the shapes of its two calls. */
export const ARTICLE_CATEGORIES = [
  { slug: 'buying', name: 'Buying a used car' },
  { slug: 'selling', name: 'Selling your car' },
  { slug: 'finance', name: 'Car loans' },
  { slug: 'challans', name: 'Challans and RTO' },
] as const;
export type ArticleCategorySlug = (typeof ARTICLE_CATEGORIES)[number]['slug'];
export const ARTICLE_CATEGORY_SLUGS = ARTICLE_CATEGORIES.map((category) => category.slug) as [
  ArticleCategorySlug,
  ...ArticleCategorySlug[],
];
/** Articles per list page. */
export const ARTICLES_PAGE_SIZE = 6;
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articlePath = (slug: string) => `/article/${slug}/`;
export const articleListPath = (category?: string, page = 1) => {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/article/?${text}` : '/article/';
};

export const ArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  author: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;
export const ArticleSchema = ArticleSummarySchema.extend({
  /** Markdown: paragraphs, ## and ### headings, - and 1. lists, **bold**, [links](/path). */
  body: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticleListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
  category: z
    .enum(ARTICLE_CATEGORY_SLUGS, {
      error: `category must be one of ${ARTICLE_CATEGORY_SLUGS.join(', ')}`,
    })
    .optional(),
});
export const ArticleListResponseSchema = z.object({
  data: z.array(ArticleSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ArticleListResponse = z.infer<typeof ArticleListResponseSchema>;

/** SEO content of a page (GET /api/vehicle/v1/seo-content?page=): 'buy-used-car:pune', … */
export const SEO_PAGE_KEY_PATTERN = /^[a-z0-9-]+(?::[a-z0-9-]+)?$/;
export const SeoContentQuerySchema = z.object({
  page: z
    .string({ error: 'page is required' })
    .max(80, 'Unknown page')
    .regex(SEO_PAGE_KEY_PATTERN, 'Unknown page'),
});
export const SeoContentSchema = z.object({
  page: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
});
export type SeoContent = z.infer<typeof SeoContentSchema>;
/** The SEO page key of a city's listing page. */
export const cityListingSeoPage = (citySlug: string) => `buy-used-car:${citySlug}`;
