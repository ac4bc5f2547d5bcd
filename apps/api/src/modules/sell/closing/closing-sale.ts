import { sql, type Database } from '@carsetu/db';
import { CLOSING_MESSAGES } from '@carsetu/contracts';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { SELL_MESSAGES } from '../sell.constants';

type Queryable = Pick<Database, 'execute'>;

/** An appointment whose price is accepted, with what closing it needs. */
export interface ClosingSale {
  id: string;
  appointmentId: string;
  token: string;
  userId: string;
  phone: string;
  sellerName: string | null;
  cityId: number;
  registrationNumber: string;
  car: string;
  year: number;
  address: string | null;
  pincode: string | null;
  acceptedPricePaise: number;
}

interface SaleRow {
  id: string;
  appointment_id: string;
  token: string;
  user_id: string;
  phone: string;
  seller_name: string | null;
  city_id: number;
  registration_number: string;
  car: string;
  year: number;
  address: string | null;
  pincode: string | null;
  accepted_price_paise: string | number | null;
}

const saleQuery = (where: ReturnType<typeof sql>) => sql`
  select a.id, a.appointment_id, a.token, a.user_id, a.phone, u.name as seller_name, a.city_id,
         a.registration_number, a.year, a.address, a.pincode, a.accepted_price_paise,
         concat_ws(' ', mk.name, md.name, v.name) as car
  from sell_appointments a
  join users u on u.id = a.user_id
  join makes mk on mk.id = a.make_id
  join models md on md.id = a.model_id
  join variants v on v.id = a.variant_id
  where ${where}`;

const toSale = (row: SaleRow): ClosingSale => ({
  id: row.id,
  appointmentId: row.appointment_id,
  token: row.token,
  userId: row.user_id,
  phone: row.phone,
  sellerName: row.seller_name,
  cityId: Number(row.city_id),
  registrationNumber: row.registration_number,
  car: row.car,
  year: Number(row.year),
  address: row.address,
  pincode: row.pincode,
  acceptedPricePaise: toNumber(row.accepted_price_paise),
});

async function findSale(db: Queryable, where: ReturnType<typeof sql>) {
  const [row] = await queryRows<SaleRow>(db as Database, saleQuery(where));
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  if (row.accepted_price_paise === null)
    throw conflict('NOT_ACCEPTED', CLOSING_MESSAGES.notAccepted);
  return toSale(row);
}

/** The owner's accepted sale by its private token: 404 unknown, 403 someone else's, 409 not accepted. */
export async function ownedAcceptedSale(db: Queryable, token: string, seller: SessionUser) {
  const [owner] = await queryRows<{ user_id: string }>(
    db as Database,
    sql`select user_id from sell_appointments where token = ${token}`,
  );
  if (!owner) throw notFound(SELL_MESSAGES.notFound);
  if (owner.user_id !== seller.userId) throw forbidden(SELL_MESSAGES.notOwner);
  return findSale(db, sql`a.token = ${token}`);
}

/** A sale by its token whoever asks (staff routes check their role first). */
export const acceptedSaleByToken = (db: Queryable, token: string) =>
  findSale(db, sql`a.token = ${token}`);

/** A sale by its internal row id (jobs, runner routes). */
export const acceptedSaleById = (db: Queryable, id: string) => findSale(db, sql`a.id = ${id}`);

/** A sale by the spec's appointmentId (the short number). */
export const acceptedSaleByAppointmentId = (db: Queryable, appointmentId: string) =>
  findSale(db, sql`a.appointment_id = ${appointmentId}`);
