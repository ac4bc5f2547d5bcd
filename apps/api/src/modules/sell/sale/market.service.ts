import { SALE_MESSAGES } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { conflict, notFound } from '../../../lib/errors';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import { findStaffAppointmentByToken } from '../inspection/inspection.repository';
import { SELL_MESSAGES } from '../sell.constants';

const SIMILAR_YEARS = 2;
const SIMILAR_LIMIT = 6;

/**
 * similar-cars-sold: cars of the same model within two years of it that sold (or, while few
 * have, that are listed) on CarSetu, nearest year first, so the seller can judge the offer.
 */
export async function similarCarsSold(db: Database, token: string) {
  const appointment = await queryRows<{ model_id: number; year: number }>(
    db,
    sql`select model_id, year from sell_appointments where token = ${token}`,
  );
  const car = appointment[0];
  if (!car) throw notFound(SELL_MESSAGES.notFound);
  const rows = await queryRows<{
    id: number;
    car: string;
    year: number;
    km_driven: number;
    price_paise: string | number;
    city: string;
    status: string;
  }>(
    db,
    sql`select l.id, concat_ws(' ', mk.name, md.name, v.name) as car, l.year, l.km_driven,
               l.price_paise, c.name as city, l.status
        from listings l join makes mk on mk.id = l.make_id join models md on md.id = l.model_id
        join variants v on v.id = l.variant_id join cities c on c.id = l.city_id
        where l.model_id = ${car.model_id} and l.year between ${car.year - SIMILAR_YEARS} and ${car.year + SIMILAR_YEARS}
        order by (l.status = 'sold') desc, abs(l.year - ${car.year}), l.id
        limit ${SIMILAR_LIMIT}`,
  );
  return rows.map((row) => ({
    listingId: row.id,
    car: row.car,
    year: row.year,
    km: row.km_driven,
    pricePaise: toNumber(row.price_paise),
    city: row.city,
    sold: row.status === 'sold',
  }));
}

/** franchise price-discovery: the prices a seller can compare for one appointment. */
export async function priceDiscovery(
  db: Database,
  appointmentId: string,
  viewer: { userId: string; roles: { role: string }[] },
) {
  const [row] = await queryRows<{
    user_id: string;
    id: string;
    token: string;
    low_paise: string | number;
    high_paise: string | number;
    indicative_price_paise: string | number;
    offer_paise: string | number | null;
    best: string | number | null;
  }>(
    db,
    sql`select a.user_id, a.id, a.token, a.low_paise, a.high_paise, a.indicative_price_paise, i.offer_paise,
               (select max(best_bid_paise) from auctions au where au.appointment_id = a.id) as best
        from sell_appointments a left join inspections i on i.appointment_id = a.id and i.status = 'submitted'
        where a.appointment_id = ${appointmentId}`,
  );
  // Prices are the seller's business: the owner, lead agents and admins only (404 to others).
  const staff = viewer.roles.some((grant) => grant.role === 'lead_agent' || grant.role === 'admin');
  if (!row || (row.user_id !== viewer.userId && !staff)) throw notFound(SELL_MESSAGES.notFound);
  const similar = await similarCarsSold(db, row.token);
  return {
    appointmentId,
    estimateLowPaise: toNumber(row.low_paise),
    estimateHighPaise: toNumber(row.high_paise),
    offerPaise: row.offer_paise === null ? null : toNumber(row.offer_paise),
    bestBidPaise: row.best === null ? null : toNumber(row.best),
    similarSoldMedianPaise: median(similar.map((car) => car.pricePaise)),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The token of an appointment by its short id, for calls keyed by appointmentId. */
export async function tokenOfAppointment(db: Database, appointmentId: string) {
  const rows = await queryRows<{ token: string }>(
    db,
    sql`select token from sell_appointments where appointment_id = ${appointmentId}`,
  );
  if (!rows[0]) throw notFound(SELL_MESSAGES.notFound);
  return rows[0].token;
}

/**
 * lead-mon details: the lead-monetisation view of a sale for a lead agent: the seller's car,
 * where the sale stands, and whether it is ready to transact.
 */
export async function leadMonDetails(db: Database, token: string) {
  const row = await findStaffAppointmentByToken(db, token);
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  const [extra] = await queryRows<{
    accepted_price_paise: string | number | null;
    purchase_intent_at: string | null;
    transact_intent: boolean;
  }>(
    db,
    sql`select accepted_price_paise, purchase_intent_at,
               exists (select 1 from sell_appointment_events e where e.appointment_id = a.id and e.kind = 'transact_intent') as transact_intent
        from sell_appointments a where a.id = ${row.id}`,
  );
  return {
    appointmentId: row.appointment_id,
    car: row.car,
    city: row.city_name,
    inspected: row.inspection_status === 'submitted',
    acceptedPricePaise:
      extra?.accepted_price_paise == null ? null : toNumber(extra.accepted_price_paise),
    purchaseIntent: Boolean(extra?.purchase_intent_at),
    transactIntent: Boolean(extra?.transact_intent),
  };
}

/** lead-mon transact-intent: the seller confirms they will complete the sale (after accepting). */
export async function transactIntent(db: Database, token: string, userId: string, now: Date) {
  const row = await findStaffAppointmentByToken(db, token);
  if (!row || (await ownerOf(db, row.id)) !== userId) throw notFound(SELL_MESSAGES.notFound);
  const details = await leadMonDetails(db, token);
  if (details.acceptedPricePaise === null) throw conflict('NOT_ACCEPTED', SALE_MESSAGES.noBids);
  if (!details.transactIntent) {
    await db.execute(sql`insert into sell_appointment_events (appointment_id, kind, detail, actor_user_id, created_at)
                         values (${row.id}, 'transact_intent', '{"text":null}'::jsonb, ${userId}, ${now})`);
  }
  return { ...details, transactIntent: true };
}

async function ownerOf(db: Database, appointmentRowId: string) {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from sell_appointments where id = ${appointmentRowId}`,
  );
  return rows[0]?.user_id ?? null;
}
