import { and, asc, eq, inArray, or, schema, sql, type Database } from '@carsetu/db';
import type { SourceChallan } from '../../providers/challans/challan-source';

export type ChallanRow = typeof schema.challans.$inferSelect;

/** The state a registration belongs to: its code or a legacy code (OR → Odisha). */
export async function findStateByRegistrationPrefix(db: Database, prefix: string) {
  const [state] = await db
    .select()
    .from(schema.states)
    .where(or(eq(schema.states.code, prefix), sql`${prefix} = any(${schema.states.legacyCodes})`))
    .limit(1);
  return state ?? null;
}

export async function cityNamesInState(db: Database, stateCode: string): Promise<string[]> {
  const rows = await db
    .select({ name: schema.cities.name })
    .from(schema.cities)
    .where(eq(schema.cities.stateCode, stateCode))
    .orderBy(asc(schema.cities.displayOrder), asc(schema.cities.name));
  return rows.map((row) => row.name);
}

/**
 * Stores what the source reported. The first-seen offence date and place are kept; the source's
 * status and amount are refreshed on every lookup.
 */
export async function saveChallans(db: Database, stateCode: string, challans: SourceChallan[]) {
  if (challans.length === 0) return;
  await db
    .insert(schema.challans)
    .values(
      challans.map((challan) => ({
        challanNumber: challan.challanNumber,
        registrationNumber: challan.registrationNumber,
        stateCode,
        offenceKey: challan.offenceKey,
        offence: challan.offence,
        section: challan.section,
        place: challan.place,
        offenceAt: challan.offenceAt,
        finePaise: challan.finePaise,
        sourceStatus: challan.status,
      })),
    )
    .onConflictDoUpdate({
      target: schema.challans.challanNumber,
      set: {
        sourceStatus: sql`excluded.source_status`,
        finePaise: sql`excluded.fine_paise`,
        fetchedAt: sql`now()`,
      },
      setWhere: sql`${schema.challans.registrationNumber} = excluded.registration_number`,
    });
}

export async function challansOf(db: Database, registrationNumber: string): Promise<ChallanRow[]> {
  return db
    .select()
    .from(schema.challans)
    .where(eq(schema.challans.registrationNumber, registrationNumber))
    .orderBy(asc(schema.challans.offenceAt));
}

export async function findChallan(db: Database, challanNumber: string): Promise<ChallanRow | null> {
  const [row] = await db
    .select()
    .from(schema.challans)
    .where(eq(schema.challans.challanNumber, challanNumber));
  return row ?? null;
}

/** Which of these challans were paid through CarSetu (the commerce ledger). */
export async function settledChallanNumbers(db: Database, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.settledProducts.productUniqueIdentifier })
    .from(schema.settledProducts)
    .where(
      and(
        eq(schema.settledProducts.productType, 'challan'),
        inArray(schema.settledProducts.productUniqueIdentifier, numbers),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
