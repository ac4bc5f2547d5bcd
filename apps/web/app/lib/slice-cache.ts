import { createContext, type ReactNode } from 'react';

/**
 * Server-rendered slices kept by their inputs (issue 14, decision 0192). A `HydrateLater` slice
 * given a `cacheKey` (a function returning the key) is rendered once per key, locale and place in the page's id numbering, and
 * its HTML is reused by later pages that show the same thing (the same car card, the same footer
 * column) instead of being rendered again. Only the server provides this, and only for visitors
 * without a session: the browser and signed-in pages render every slice as before.
 *
 * The key must name everything the slice's HTML depends on besides the locale: its props' data
 * (`sliceKey`) and anything else it reads. A slice that reads the URL, the signed-in user or a
 * loader's data through a hook is not cacheable unless the key includes it. The tests render
 * pages with `verify` on, which renders every reused slice again and fails on a difference.
 */
export interface SliceCache {
  /**
   * Reads what a slice's render needs from the page around it (a hook: call during render).
   * Opaque to the shared code: the server's cache decides what it captures.
   */
  useSurroundings(): unknown;
  /** The slice's HTML: kept, or rendered now (inside `surroundings`) and kept. */
  html(key: string, scopeId: string, slice: ReactNode, surroundings: unknown): string;
}

export const SliceCacheContext = createContext<SliceCache | null>(null);

/**
 * A cache key from a slice's props: their JSON. Throws on a function (JSON would drop it
 * silently, and what a callback renders is not in the key).
 */
export function sliceKey(name: string, props: object): string {
  // Looked for first, then stringified plainly: a replacer would call back into JavaScript for
  // every value, which made keys about twice as costly (a filter panel's is ≈ 20 KB of JSON).
  if (holdsFunction(props)) throw new Error(`${name}: a function prop cannot be keyed`);
  return `${name}:${JSON.stringify(props)}`;
}

function holdsFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsFunction);
  for (const key in value) {
    if (holdsFunction((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}
