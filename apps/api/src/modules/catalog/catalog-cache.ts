/**
 * How long a read-mostly catalog list (cities, states, makes, FAQs...) is served from memory.
 * The catalog changes only when the seed runs, usually before the server starts; the TTL bounds
 * how stale a process can be when the seed runs beside a live server (decision 0013).
 */
export const CATALOG_CACHE_TTL_MS = 5 * 60_000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * A per-app memo of read results keyed by string. It stores the promise, so concurrent
 * requests for a cold key share one query; a failed load is dropped so the next request retries.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = CATALOG_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    // Drizzle queries are lazy thenables that run again on every then(); Promise.resolve adopts
    // one execution, so the cache holds a settled result rather than a query to re-run.
    const value = Promise.resolve(load());
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
