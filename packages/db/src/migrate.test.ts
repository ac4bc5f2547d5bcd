import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';

describe('migrate', () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await openDatabase({});
    dir = mkdtempSync(join(tmpdir(), 'carsetu-migrations-'));
    writeFileSync(join(dir, '0001_a.sql'), 'create table a (id int primary key);');
    writeFileSync(join(dir, '0002_b.sql'), 'create table b (id int primary key);');
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies each file once, in name order', async () => {
    expect(await migrate(handle, dir)).toEqual(['0001_a.sql', '0002_b.sql']);
    expect(await migrate(handle, dir)).toEqual([]);
  });

  it('rolls back a failing file entirely and names it', async () => {
    writeFileSync(
      join(dir, '0003_bad.sql'),
      'create table c (id int); select * from missing_table;',
    );
    await expect(migrate(handle, dir)).rejects.toThrow(/0003_bad.sql/);
    const rows = await handle.withSession((s) =>
      s.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'c'",
      ),
    );
    expect(rows[0]?.n).toBe(0);
  });
});
