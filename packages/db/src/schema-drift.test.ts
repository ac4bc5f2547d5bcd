import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import * as schema from './schema/index';
import { createTestDatabase } from './testing';

/*
 * Schema drift (issue 15 item 6, decision 0134): the migrations applied to an empty database must
 * give exactly the tables, columns, types, nullability and named indexes the Drizzle schema
 * declares; every table is declared (RAW_SQL_ONLY_TABLES is empty and must stay so).
 */
const RAW_SQL_ONLY_TABLES = new Set<string>([]);
/** Bookkeeping of the migration runner itself. */
const RUNNER_TABLES = new Set(['schema_migrations']);

interface ColumnShape {
  type: string;
  notNull: boolean;
}
type TableShape = Record<string, ColumnShape>;

/** 'numeric(12, 2)' and 'numeric(12,2)' are one type; serials are their integer types. */
function normaliseType(type: string): string {
  const compact = type
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .trim();
  return (
    { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' }[compact] ??
    compact.replace(/^timestamp\(\d\)/, 'timestamp')
  );
}

function drizzleTables(): Map<string, { columns: TableShape; indexes: Set<string> }> {
  const tables = new Map<string, { columns: TableShape; indexes: Set<string> }>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const primary = new Set(config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)));
    const columns: TableShape = {};
    for (const column of config.columns as PgColumn[]) {
      columns[column.name] = {
        type: normaliseType(column.getSQLType()),
        notNull: column.notNull || column.primary || primary.has(column.name),
      };
    }
    const indexes = new Set(
      config.indexes.map((index) => index.config.name).filter((name): name is string => !!name),
    );
    tables.set(config.name, { columns, indexes });
  }
  return tables;
}

async function databaseTables(handle: DatabaseHandle) {
  return handle.withSession(async (session) => {
    const columns = await session.query<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
    }>(`select c.relname as table_name, a.attname as column_name,
              format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`);
    // Indexes a person named (not the ones behind primary keys and unique constraints).
    const indexes = await session.query<{ table_name: string; index_name: string }>(
      `select t.relname as table_name, i.relname as index_name
         from pg_index x
         join pg_class i on i.oid = x.indexrelid
         join pg_class t on t.oid = x.indrelid
         join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
    );
    const tables = new Map<string, { columns: TableShape; indexes: Set<string> }>();
    for (const row of columns) {
      const table = tables.get(row.table_name) ?? { columns: {}, indexes: new Set<string>() };
      table.columns[row.column_name] = { type: normaliseType(row.type), notNull: row.not_null };
      tables.set(row.table_name, table);
    }
    for (const row of indexes) tables.get(row.table_name)?.indexes.add(row.index_name);
    return tables;
  });
}

describe('schema drift: migrations and the Drizzle schema agree', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it('every table is in the Drizzle schema, except the listed raw-SQL ones', async () => {
    const inDatabase = [...(await databaseTables(handle)).keys()].filter(
      (name) => !RUNNER_TABLES.has(name),
    );
    const declared = drizzleTables();
    const undeclared = inDatabase.filter((name) => !declared.has(name)).sort();
    expect(undeclared).toEqual([...RAW_SQL_ONLY_TABLES].sort());
    const notMigrated = [...declared.keys()].filter((name) => !inDatabase.includes(name));
    expect(notMigrated).toEqual([]);
  });

  it('columns, types, nullability and named indexes match table by table', async () => {
    const actual = await databaseTables(handle);
    const differences: string[] = [];
    for (const [name, declared] of drizzleTables()) {
      const real = actual.get(name);
      if (!real) continue;
      for (const [column, shape] of Object.entries(declared.columns)) {
        const found = real.columns[column];
        if (!found) differences.push(`${name}.${column}: in Drizzle, not in the database`);
        else if (found.type !== shape.type)
          differences.push(
            `${name}.${column}: type ${found.type} in the database, ${shape.type} in Drizzle`,
          );
        else if (found.notNull !== shape.notNull)
          differences.push(
            `${name}.${column}: ${found.notNull ? 'not null' : 'nullable'} in the database`,
          );
      }
      for (const column of Object.keys(real.columns)) {
        if (!declared.columns[column])
          differences.push(`${name}.${column}: in the database, not in Drizzle`);
      }
      for (const index of real.indexes) {
        if (!declared.indexes.has(index))
          differences.push(`${name}: index ${index} not in Drizzle`);
      }
      for (const index of declared.indexes) {
        if (!real.indexes.has(index))
          differences.push(`${name}: index ${index} not in the database`);
      }
    }
    expect(differences).toEqual([]);
  });
});
