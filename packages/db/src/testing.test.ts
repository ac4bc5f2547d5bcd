import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './testing';

const count = async (handle: DatabaseHandle, table: string) =>
  Number(
    (
      await handle.withSession((session) =>
        session.query<{ count: string }>(`select count(*)::text as count from ${table}`),
      )
    )[0]!.count,
  );

describe('test databases (copies of the run’s templates, decision 0201)', () => {
  const opened: DatabaseHandle[] = [];
  const open = async (content?: 'migrated' | 'demo') => {
    const handle = await createTestDatabase(content);
    opened.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of opened) await handle.close();
  });

  it('starts migrated and empty, or with the demo data', async () => {
    const empty = await open();
    expect(await count(empty, 'listings')).toBe(0);
    expect(await count(empty, 'cities')).toBe(0);
    const demo = await open('demo');
    expect(await count(demo, 'listings')).toBeGreaterThan(1000);
    expect(await count(demo, 'cities')).toBeGreaterThan(40);
  });

  it('gives each caller a database of its own: a change in one is not in another', async () => {
    const first = await open('demo');
    const second = await open('demo');
    const before = await count(second, 'listings');
    await first.exec('delete from listings');
    expect(await count(first, 'listings')).toBe(0);
    expect(await count(second, 'listings')).toBe(before);
    expect(await count(await open('demo'), 'listings')).toBe(before);
  });
});
