import type { TrafficFine } from '@carsetu/contracts';
import { eq, schema, type Database } from '@carsetu/db';
import { centralFines } from '../../providers/challans/central-fines';

/** The state's schedule: its own notified amounts where it has them, central fines otherwise. */
export async function fineScheduleFor(
  db: Database,
  stateCode: string | null,
): Promise<TrafficFine[]> {
  const stateRows = stateCode
    ? await db
        .select()
        .from(schema.challanFineSchedules)
        .where(eq(schema.challanFineSchedules.stateCode, stateCode))
    : [];
  const byKey = new Map(stateRows.map((row) => [row.offenceKey, row]));
  return centralFines().map((central): TrafficFine => {
    const own = byKey.get(central.offenceKey);
    return own
      ? {
          offenceKey: own.offenceKey,
          section: own.section,
          title: own.title,
          finePaise: own.finePaise,
          repeatFinePaise: own.repeatFinePaise,
          source: 'state',
        }
      : { ...central, source: 'central' };
  });
}
