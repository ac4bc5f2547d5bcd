import type { Database, sql } from '@carsetu/db';

export type SqlFragment = ReturnType<typeof sql>;

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SqlFragment): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** bigint and count columns come back as strings from node-postgres, numbers from PGlite. */
export const toNumber = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const toIso = (value: unknown): string => new Date(value as string | Date).toISOString();
