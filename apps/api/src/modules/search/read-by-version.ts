import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../lib/sql-rows';

/** A read kept per database handle (readByVersion); `version` when the caller has already read it. */
export type VersionedRead<T> = (db: Database, version?: string) => Promise<T>;

/**
 * Keeps what `read` returned per database handle and reads it again only when `readVersion`
 * (a cheap query) answers differently. A failed read is forgotten, so the next call retries.
 * Used for the search's reference data: the catalog list, the place names and the cities
 * (decisions 0181, 0188).
 * A caller that read the version itself (the listing search reads every version it needs in one
 * statement, decision 0185) passes it in and saves the version query.
 */
export function readByVersion<T>(
  readVersion: (db: Database) => Promise<string>,
  read: (db: Database) => Promise<T>,
): VersionedRead<T> {
  const lastRead = new WeakMap<Database, { version: string; value: Promise<T> }>();
  return async (db, knownVersion) => {
    const version = knownVersion ?? (await readVersion(db));
    const last = lastRead.get(db);
    if (last?.version === version) return last.value;
    const value = read(db);
    lastRead.set(db, { version, value });
    value.catch(() => {
      if (lastRead.get(db)?.value === value) lastRead.delete(db);
    });
    return value;
  };
}

/**
 * The version of the reference data a listing search keeps per process (catalog list, place
 * names, cities) as an SQL expression: one row that statement triggers on makes, models,
 * variants, states, rto_offices and cities add one to in the writing transaction (migration
 * 0030, decision 0188). A statement that sees changed rows sees the changed version.
 */
export const SEARCH_REFERENCE_VERSION = sql`(select version::text from search_reference_version where id = 1)`;

export async function searchReferenceVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select ${SEARCH_REFERENCE_VERSION} as version`,
  );
  return row?.version ?? '';
}
