import {
  FAQ_CATEGORIES,
  type Faq,
  type PageContent,
  type PageContentType,
  type Testimonial,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import type { CatalogCache } from './catalog-cache';
import { toFaq, toPageContent, toTestimonial } from './catalog.mappers';
import { listFaqs, listPageContent, listTestimonials, searchFaqs } from './catalog.repository';

/** Most answers a FAQ search returns. */
export const FAQ_SEARCH_LIMIT = 20;
const SITE_FAQ_CATEGORIES = new Set<string>(FAQ_CATEGORIES);

export type ContentService = ReturnType<typeof createContentService>;

/** FAQs, testimonials and CMS page blocks. */
export function createContentService(db: Database, cache: CatalogCache) {
  const faqRows = () => cache.get('faqs', () => listFaqs(db));

  return {
    /** One category, or every site category (not the per-state e-challan FAQs) without one. */
    async listFaqs(category?: string): Promise<Faq[]> {
      const rows = await faqRows();
      return rows
        .filter((row) =>
          category === undefined
            ? SITE_FAQ_CATEGORIES.has(row.category)
            : row.category === category,
        )
        .map(toFaq);
    },

    async searchFaqs(text: string): Promise<Faq[]> {
      return (await searchFaqs(db, text.trim(), FAQ_SEARCH_LIMIT)).map(toFaq);
    },

    async listTestimonials(category?: string): Promise<Testimonial[]> {
      const rows = await cache.get('testimonials', () => listTestimonials(db));
      return rows
        .filter((row) => category === undefined || row.category === category)
        .map(toTestimonial);
    },

    async getPageContent(type: PageContentType): Promise<PageContent> {
      const rows = await cache.get('page-content', () => listPageContent(db));
      const row = rows.find((candidate) => candidate.type === type);
      if (!row) throw notFound(`No page content for ${type}`);
      return toPageContent(row);
    },
  };
}
