import type { Database } from '@carsetu/db';

/**
 * Keeps what `read` returned per database handle and reads it again only when `readVersion`
 * (a cheap query) answers differently. A failed read is forgotten, so the next call retries.
 * Used for the search's reference data: the catalog list and the place names (decision 0181).
 */
export function readByVersion<T>(
  readVersion: (db: Database) => Promise<string>,
  read: (db: Database) => Promise<T>,
): (db: Database) => Promise<T> {
  const lastRead = new WeakMap<Database, { version: string; value: Promise<T> }>();
  return async (db) => {
    const version = await readVersion(db);
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
