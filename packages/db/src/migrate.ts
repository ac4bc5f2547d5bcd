import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** An arbitrary constant shared by every process, so concurrent starts migrate one at a time. */
const MIGRATION_ADVISORY_LOCK = 727_001;

/**
 * Applies the committed SQL files in packages/db/migrations in name order, once each.
 * Files are written by hand (PostgreSQL 15 syntax, so the server here and PGlite both run them),
 * one per domain, so parallel work on different domains never collides on a generated journal.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return handle.withSession(async (session) => {
    await session.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const usesServerLock = handle.kind === 'postgres';
    if (usesServerLock) await session.exec(`select pg_advisory_lock(${MIGRATION_ADVISORY_LOCK})`);
    try {
      const rows = await session.query<{ name: string }>('select name from schema_migrations');
      const done = new Set(rows.map((row) => row.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(join(dir, file), 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await session.exec(
            `begin;\n${text}\n;\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
          );
        } catch (error) {
          await session.exec('rollback').catch(() => {});
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      if (usesServerLock)
        await session.exec(`select pg_advisory_unlock(${MIGRATION_ADVISORY_LOCK})`);
    }
  });
}
