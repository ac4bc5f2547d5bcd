import { sql, type Database } from '@carsetu/db';
import { carDetailPath } from '@carsetu/contracts';
import { queryRows, toIso, toNumber } from '../../lib/sql-rows';

/** At most this many car pages per sitemap file (the protocol allows 50,000). */
export const CAR_SITEMAP_PAGE_SIZE = 40_000;

/** Car pages that exist for crawlers: listings not sold, newest first, with their last change. */
export async function carSitemapPage(db: Database, page: number) {
  const [counted] = await queryRows<{ total: unknown }>(
    db,
    sql`select count(*)::int as total from listings where status <> 'sold'`,
  );
  const rows = await queryRows<{
    id: number;
    year: number;
    listed_at: unknown;
    make_slug: string;
    model_slug: string;
    city_slug: string;
  }>(
    db,
    sql`select l.id, l.year, l.listed_at, mk.slug as make_slug, md.slug as model_slug,
               c.slug as city_slug
          from listings l
          join makes mk on mk.id = l.make_id
          join models md on md.id = l.model_id
          join cities c on c.id = l.city_id
         where l.status <> 'sold'
         order by l.id
         limit ${CAR_SITEMAP_PAGE_SIZE} offset ${(page - 1) * CAR_SITEMAP_PAGE_SIZE}`,
  );
  return {
    total: toNumber(counted?.total),
    pageSize: CAR_SITEMAP_PAGE_SIZE,
    items: rows.map((row) => ({
      url: carDetailPath({
        makeSlug: row.make_slug,
        modelSlug: row.model_slug,
        year: row.year,
        citySlug: row.city_slug,
        id: row.id,
      }),
      lastmod: toIso(row.listed_at),
    })),
  };
}
