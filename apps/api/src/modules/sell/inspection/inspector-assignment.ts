import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../../lib/sql-rows';
import { recordEvent } from '../sale/timeline';

type Queryable = Pick<Database, 'execute'>;

/**
 * Gives a new appointment to the city's inspector with the fewest appointments that day (ties:
 * the longest-serving). A city without inspectors leaves it unassigned; an inspector then takes
 * it from the day list when starting the inspection.
 */
export async function assignInspector(
  tx: Queryable,
  appointment: { id: string; cityId: number; slotStart: Date },
  now: Date,
): Promise<void> {
  const day = appointment.slotStart;
  const [chosen] = await queryRows<{ user_id: string; name: string | null }>(
    tx as Database,
    sql`
      select r.user_id, coalesce(r.display_name, u.name) as name
      from staff_roles r join users u on u.id = r.user_id
      where r.role = 'inspector' and r.city_id = ${appointment.cityId}
      order by (
        select count(*) from sell_appointments a
        where a.inspector_user_id = r.user_id and a.status = 'scheduled'
          and (a.slot_start at time zone 'Asia/Kolkata')::date
            = (${day}::timestamptz at time zone 'Asia/Kolkata')::date
      ), r.granted_at
      limit 1`,
  );
  if (!chosen) return;
  await tx.execute(
    sql`update sell_appointments set inspector_user_id = ${chosen.user_id} where id = ${appointment.id}`,
  );
  await recordEvent(tx, appointment.id, 'inspector_assigned', chosen.name, null, now);
}
