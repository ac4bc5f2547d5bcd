import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache';

describe('CatalogCache', () => {
  it('loads a key once while it is fresh and again after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CatalogCache(1_000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets a failed load so the next call retries', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('runs a lazy thenable (a Drizzle query) once, not on every read', async () => {
    let runs = 0;
    const lazyQuery = {
      then<R>(resolve: (value: number) => R) {
        runs += 1;
        return Promise.resolve(resolve(runs));
      },
    } as unknown as Promise<number>;
    const cache = new CatalogCache();
    for (let i = 0; i < 3; i++) expect(await cache.get('q', () => lazyQuery)).toBe(1);
    expect(runs).toBe(1);
  });
});
