import {
  SALE_MESSAGES,
  type StaffMember,
  type StaffRole,
  CITY_BOUND_ROLES,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql-rows';
import { findOrCreateUser } from './user.repository';

/**
 * Staff roles (issue 9): a role is a row on an ordinary user, granted by an admin from the staff
 * page or by `npm run staff -- grant <phone> <role>`. Staff log in with the same OTP login.
 */
export interface RoleGrant {
  role: StaffRole;
  cityId: number | null;
  displayName: string | null;
}

interface MemberRow {
  user_id: string;
  phone: string;
  name: string | null;
  role: StaffRole;
  city_id: number | null;
  city_name: string | null;
  display_name: string | null;
  granted_at: string | Date;
}

const toMember = (row: MemberRow): StaffMember => ({
  userId: row.user_id,
  phone: row.phone,
  name: row.name,
  role: row.role,
  city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
  displayName: row.display_name,
  grantedAt: new Date(row.granted_at).toISOString(),
});

const MEMBER_SELECT = sql`
  select r.user_id, u.phone, u.name, r.role, r.city_id, c.name as city_name, r.display_name,
         r.granted_at
  from staff_roles r join users u on u.id = r.user_id left join cities c on c.id = r.city_id`;

export async function listStaff(db: Database, userId?: string): Promise<StaffMember[]> {
  const where = userId ? sql` where r.user_id = ${userId}` : sql``;
  const rows = await queryRows<MemberRow>(
    db,
    sql`${MEMBER_SELECT}${where} order by r.role, u.phone`,
  );
  return rows.map(toMember);
}

export interface GrantInput {
  phone: string;
  role: StaffRole;
  cityId?: number;
  displayName?: string;
}

/** Grants (or updates) a role on the phone's account, creating the account if new. */
export async function grantRole(
  db: Database,
  input: GrantInput,
  grantedBy: string | null,
  now = new Date(),
): Promise<StaffMember> {
  const cityBound = CITY_BOUND_ROLES.includes(input.role);
  if (cityBound && !input.cityId) {
    throw badRequest(SALE_MESSAGES.cityRequired, { cityId: SALE_MESSAGES.cityRequired });
  }
  if (input.cityId) {
    const [city] = await queryRows<{ id: number }>(
      db,
      sql`select id from cities where id = ${input.cityId} and not is_virtual_city`,
    );
    if (!city) throw badRequest(SALE_MESSAGES.cityRequired, { cityId: SALE_MESSAGES.cityRequired });
  }
  const user = await findOrCreateUser(db, input.phone, now);
  await db.execute(sql`
    insert into staff_roles (user_id, role, city_id, display_name, granted_by, granted_at)
    values (${user.id}, ${input.role}, ${cityBound ? input.cityId! : (input.cityId ?? null)},
            ${input.displayName ?? null}, ${grantedBy}, ${now})
    on conflict (user_id, role) do update
      set city_id = excluded.city_id, display_name = excluded.display_name,
          granted_by = excluded.granted_by, granted_at = excluded.granted_at`);
  const member = (await listStaff(db, user.id)).find((row) => row.role === input.role);
  return member!;
}

export async function revokeRole(db: Database, userId: string, role: StaffRole): Promise<void> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`delete from staff_roles where user_id = ${userId} and role = ${role} returning user_id`,
  );
  if (rows.length === 0) throw notFound('This person does not have that role.');
}

/** The roles of a user, for the session (one small indexed read). */
export async function rolesOf(db: Database, userId: string): Promise<RoleGrant[]> {
  const rows = await queryRows<{
    role: StaffRole;
    city_id: number | null;
    display_name: string | null;
  }>(db, sql`select role, city_id, display_name from staff_roles where user_id = ${userId}`);
  return rows.map((row) => ({
    role: row.role,
    cityId: row.city_id,
    displayName: row.display_name,
  }));
}
