import type { InspectionRating } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../../lib/sql-rows';

type Queryable = Pick<Database, 'execute'>;

export interface InspectionRow {
  appointment_id: string;
  inspector_user_id: string;
  status: 'draft' | 'submitted';
  answers: Record<string, { rating: InspectionRating; note?: string }>;
  odometer_km: number | null;
  vin: string | null;
  revision: number;
  offer_paise: string | number | null;
  deductions: unknown;
  submitted_at: string | Date | null;
}

export interface PhotoRow {
  id: string;
  kind: 'defect' | 'odometer' | 'vin';
  checkpoint_key: string | null;
  storage_key: string;
  widths: number[];
  /** 'avif' and 'webp' (photos from before decision 0178: 'webp' only). */
  formats: string[];
}

export async function findInspection(db: Queryable, appointmentRowId: string) {
  const [row] = await queryRows<InspectionRow>(
    db as Database,
    sql`select * from inspections where appointment_id = ${appointmentRowId}`,
  );
  return row ?? null;
}

export async function photosOf(db: Queryable, appointmentRowId: string) {
  return queryRows<PhotoRow>(
    db as Database,
    sql`select id, kind, checkpoint_key, storage_key, widths, formats from inspection_photos
        where appointment_id = ${appointmentRowId} order by created_at, id`,
  );
}

/** The appointment as staff see it, by the spec's short appointmentId. */
export interface StaffAppointmentRow {
  id: string;
  appointment_id: string;
  token: string;
  user_id: string;
  status: string;
  city_id: number;
  city_name: string;
  inspector_user_id: string | null;
  registration_number: string;
  year: number;
  km_driven: number;
  owners: number;
  indicative_price_paise: string | number;
  slot_start: string | Date;
  inspection_mode: string;
  address: string | null;
  pincode: string | null;
  branch_name: string | null;
  car: string;
  inspection_status: string | null;
}

export const STAFF_APPOINTMENT_SELECT = sql`
  select a.id, a.appointment_id, a.token, a.user_id, a.status, a.city_id, c.name as city_name,
         a.inspector_user_id, a.registration_number, a.year, a.km_driven, a.owners,
         a.indicative_price_paise, a.slot_start, a.inspection_mode, a.address, a.pincode,
         h.name as branch_name,
         concat_ws(' ', a.year::text, mk.name, md.name, v.name) as car,
         i.status as inspection_status
  from sell_appointments a
  join cities c on c.id = a.city_id
  join makes mk on mk.id = a.make_id
  join models md on md.id = a.model_id
  join variants v on v.id = a.variant_id
  left join inventory_hubs h on h.id = a.branch_id
  left join inspections i on i.appointment_id = a.id`;

export async function findStaffAppointment(db: Queryable, appointmentId: string) {
  const [row] = await queryRows<StaffAppointmentRow>(
    db as Database,
    sql`${STAFF_APPOINTMENT_SELECT} where a.appointment_id = ${appointmentId}`,
  );
  return row ?? null;
}

export async function findStaffAppointmentByToken(db: Queryable, token: string) {
  const [row] = await queryRows<StaffAppointmentRow>(
    db as Database,
    sql`${STAFF_APPOINTMENT_SELECT} where a.token = ${token}`,
  );
  return row ?? null;
}
