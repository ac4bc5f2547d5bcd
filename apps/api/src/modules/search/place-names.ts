import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../lib/sql-rows';
import { readByVersion, searchReferenceVersion, type VersionedRead } from './read-by-version';

/** State and RTO names by code, for facet labels. */
export interface PlaceNames {
  states: Map<string, string>;
  rtos: Map<string, string>;
}

/**
 * Every state and RTO name (a few hundred rows), read again only when they change: a search
 * checks the search reference version (decision 0188; triggers move it on every change to states
 * and RTO offices) instead of reading the names of its facets after counting them, one round
 * trip later (decision 0181), so a renamed RTO shows at once in every process.
 */
export const loadPlaceNames: VersionedRead<PlaceNames> = readByVersion(
  searchReferenceVersion,
  readPlaceNames,
);

async function readPlaceNames(db: Database): Promise<PlaceNames> {
  const [states, rtos] = await Promise.all([
    queryRows<{ code: string; name: string }>(db, sql`select code, name from states`),
    queryRows<{ code: string; name: string }>(db, sql`select code, name from rto_offices`),
  ]);
  return {
    states: new Map(states.map((row) => [row.code, row.name])),
    rtos: new Map(rtos.map((row) => [row.code, row.name])),
  };
}
