import { SALE_MESSAGES } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, notFound } from '../../../lib/errors';
import { queryRows } from '../../../lib/sql-rows';
import { SELL_MESSAGES } from '../sell.constants';

interface DealerRow {
  user_id: string;
  name: string;
  city_id: number;
  city_name: string;
}
const toDealer = (row: DealerRow) => ({
  id: row.user_id,
  name: row.name,
  city: { id: row.city_id, name: row.city_name },
});

const DEALER_SELECT = sql`
  select r.user_id, coalesce(r.display_name, u.name, 'CarSetu partner dealer') as name,
         r.city_id, c.name as city_name
  from staff_roles r join users u on u.id = r.user_id join cities c on c.id = r.city_id
  where r.role = 'dealer'`;

/** select-dealer list: partner dealers of a city (by slug or id). */
export async function dealersOfCity(db: Database, city: string) {
  const byId = /^[0-9]{1,9}$/.test(city);
  const rows = await queryRows<DealerRow>(
    db,
    sql`${DEALER_SELECT} and ${byId ? sql`c.id = ${Number(city)}` : sql`c.slug = ${city}`}
        order by name, r.user_id`,
  );
  return rows.map(toDealer);
}

async function dealerById(db: Database, dealerId: string) {
  const [row] = await queryRows<DealerRow>(db, sql`${DEALER_SELECT} and r.user_id = ${dealerId}`);
  if (!row) throw notFound(SALE_MESSAGES.noDealer);
  return row;
}

/** select-dealer lead: the seller asks one dealer to call; pending until the OTP proves the phone. */
export async function createDealerLead(
  db: Database,
  input: { dealerId: string; phone: string; name: string; appointmentToken?: string },
  now: Date,
) {
  const dealer = await dealerById(db, input.dealerId);
  let appointmentRowId: string | null = null;
  if (input.appointmentToken) {
    const [appointment] = await queryRows<{ id: string }>(
      db,
      sql`select id from sell_appointments where token = ${input.appointmentToken}`,
    );
    if (!appointment)
      throw badRequest(SELL_MESSAGES.notFound, { appointmentToken: SELL_MESSAGES.notFound });
    appointmentRowId = appointment.id;
  }
  const [lead] = await queryRows<{ id: string }>(
    db,
    sql`insert into dealer_leads (dealer_user_id, city_id, phone, name, appointment_id, status, created_at)
        values (${dealer.user_id}, ${dealer.city_id}, ${input.phone}, ${input.name}, ${appointmentRowId}, 'pending', ${now})
        returning id`,
  );
  return { id: lead!.id, status: 'pending' as const, dealer: toDealer(dealer) };
}

export async function findDealerLead(db: Database, leadId: string) {
  const [row] = await queryRows<{
    id: string;
    phone: string;
    status: 'pending' | 'verified';
    dealer_user_id: string;
  }>(db, sql`select id, phone, status, dealer_user_id from dealer_leads where id = ${leadId}`);
  if (!row) throw notFound(SALE_MESSAGES.leadNotFound);
  return row;
}

export async function markLeadVerified(db: Database, leadId: string, now: Date) {
  await db.execute(
    sql`update dealer_leads set status = 'verified', verified_at = coalesce(verified_at, ${now}) where id = ${leadId}`,
  );
  const lead = await findDealerLead(db, leadId);
  return {
    id: lead.id,
    status: lead.status,
    dealer: toDealer(await dealerById(db, lead.dealer_user_id)),
  };
}

/** The dealer's verified leads, newest first (their console). */
export async function leadsOfDealer(db: Database, dealerUserId: string) {
  return queryRows<{ id: string; name: string; phone: string; created_at: string }>(
    db,
    sql`select id, name, phone, created_at from dealer_leads
        where dealer_user_id = ${dealerUserId} and status = 'verified' order by created_at desc limit 50`,
  );
}
