import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';

/**
 * Bulk listings for benchmarks (1,000,000 on PostgreSQL): generated inside the database from
 * generate_series, so nothing crosses the wire. Deterministic (values are hashes of the row
 * number) and resumable: it continues from the number of generated rows already there, one chunk
 * per transaction. Needs the catalog seed (cities, variants, RTO offices) first.
 */
export const GENERATE_CHUNK = 50_000;

export async function generateListings(
  handle: DatabaseHandle,
  target: number,
  onProgress: (done: number) => void = () => {},
): Promise<number> {
  const count = async () =>
    Number(
      (
        (await handle.db.execute(sql`select count(*)::int as n from listings`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  let done = await count();
  if (done >= target) {
    // Generated before (perhaps by code that did not settle it): settle it now.
    await settleListings(handle);
    return done;
  }
  // Temp tables live on one connection: create them and run every chunk on that same session.
  await handle.withSession(async (session) => {
    await session.exec(`
    create temp table if not exists gen_variants as
      select row_number() over (order by v.id) as n, v.id as variant_id, md.id as model_id, md.make_id, md.body_type,
             md.seats, md.first_year, coalesce(md.last_year, 2025) as last_year, v.fuel_type, v.transmission, v.ex_showroom_paise
      from variants v join models md on md.id = v.model_id;
    create temp table if not exists gen_cities as
      select row_number() over (order by id) as n, id from cities
      where is_buy_used_car and not is_virtual_city and not is_group_city;
    create temp table if not exists gen_rtos as
      select row_number() over (order by code) as n, code, state_code from rto_offices;
    create temp table if not exists gen_colours as
      select n, colour from unnest(array['white','white','white','silver','grey','red','blue','black','brown','beige','orange','green','yellow'])
      with ordinality as t(colour, n);
  `);
    while (done < target) {
      const from = done + 1;
      const to = Math.min(target, done + GENERATE_CHUNK);
      await session.exec(`
        insert into listings (make_id, model_id, variant_id, city_id, year, km_driven, price_paise, original_price_paise,
                              owners, colour, body_type, fuel_type, transmission, seats, state_code, rto_code, status,
                              quality_score, listed_at)
        select v.make_id, v.model_id, v.variant_id, c.id, y.year, k.km, p.price, p.price,
               1 + (abs(hashint4(g * 7 + 3)::bigint) % 10) / 7, col.colour, v.body_type, v.fuel_type, v.transmission, v.seats,
               r.state_code, r.code, case when abs(hashint4(g * 11 + 5)::bigint) % 50 = 0 then 'sold' else 'available' end,
               40 + abs(hashint4(g * 13 + 7)::bigint) % 60, now() - ((abs(hashint4(g * 17 + 9)::bigint) % 86400) * interval '1 minute')
        from generate_series(${from}, ${to}) g
        join gen_variants v on v.n = 1 + abs(hashint4(g)::bigint) % (select count(*) from gen_variants)
        join gen_cities c on c.n = 1 + abs(hashint4(g * 3 + 1)::bigint) % (select count(*) from gen_cities)
        join gen_rtos r on r.n = 1 + abs(hashint4(g * 5 + 2)::bigint) % (select count(*) from gen_rtos)
        join gen_colours col on col.n = 1 + abs(hashint4(g * 19 + 4)::bigint) % 13
        cross join lateral (select greatest(v.first_year, least(v.last_year, 2025) - abs(hashint4(g * 23 + 6)::bigint) % 12)::smallint as year) y
        cross join lateral (select ((2026 - y.year) * (6000 + abs(hashint4(g * 29 + 8)::bigint) % 9000))::int as km) k
        cross join lateral (select (greatest(5000000, round(v.ex_showroom_paise * 0.85 * power(0.9, 2025 - y.year)
                                     * (0.9 + (abs(hashint4(g * 31 + 10)::bigint) % 20) / 100.0) / 500000) * 500000))::bigint as price) p;
      `);
      done = to;
      onProgress(done);
    }
  });
  await settleListings(handle);
  return count();
}

/**
 * What autovacuum does after a bulk load, done at once: the listings' visibility map (index-only
 * scans read no table pages) and planner statistics of the listings and of the tables their
 * triggers keep (counts and cubes, migrations 0026–0029). The CI's PostgreSQL runs with
 * autovacuum off, so a generated database would otherwise keep cubes the planner has never sized
 * (decision 0188). Cheap when nothing changed: vacuum skips all-visible pages.
 */
export async function settleListings(handle: DatabaseHandle): Promise<void> {
  await handle.exec(
    'vacuum (analyze) listings, listing_facet_counts, listing_coarse_cube, listing_attribute_cube, ' +
      'listing_city_model_cube, listing_facet_cube, listing_region_cube, listing_market_bands',
  );
}
