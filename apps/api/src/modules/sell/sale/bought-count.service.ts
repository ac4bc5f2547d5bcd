import { sql, type Database } from '@carsetu/db';
import type { CarBoughtCount } from '@carsetu/contracts';
import { notFound } from '../../../lib/errors';
import { queryRows } from '../../../lib/sql-rows';

/**
 * GET car-bought-count/{cityId} (spec §7): cars CarSetu has bought from sellers — a purchase
 * completed at pickup — in the city and in all of India. Real counts from the sale records, so
 * the sell page never claims more than happened.
 */
export async function carBoughtCount(db: Database, cityId: number): Promise<CarBoughtCount> {
  const [row] = await queryRows<{ name: string | null; in_city: number; total: number }>(
    db,
    sql`select (select name from cities where id = ${cityId}) as name,
               count(*) filter (where a.city_id = ${cityId})::int as in_city,
               count(*)::int as total
        from sell_purchase_requests p
        join sell_appointments a on a.id = p.appointment_id
        where p.status = 'completed'`,
  );
  if (!row?.name) throw notFound('Unknown city');
  return { cityId, cityName: row.name, count: row.in_city, totalCount: row.total };
}
