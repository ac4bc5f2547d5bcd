import { eq, schema, type Database } from '@carsetu/db';
import type { SeoContent } from '@carsetu/contracts';
import { notFound } from '../../lib/errors';

/** The stored SEO copy of a page; 404 when the page has none (the page then shows none). */
export async function getSeoContent(db: Database, page: string): Promise<SeoContent> {
  const [row] = await db
    .select({
      page: schema.seoContent.page,
      heading: schema.seoContent.heading,
      paragraphs: schema.seoContent.paragraphs,
    })
    .from(schema.seoContent)
    .where(eq(schema.seoContent.page, page));
  if (!row) throw notFound('No SEO content for this page');
  return row;
}
