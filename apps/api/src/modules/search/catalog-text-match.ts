import type { CatalogEntry } from './catalog-index';
import { matchScore, normalizeWords } from './fuzzy-match';

/**
 * Typed texts whose catalog matches each process keeps (per catalog list): the fuzzy match costs
 * about 10 ms over the ~900 entries, more than the rest of a text search at 1,000,000 listings
 * (decision 0181). A few hundred texts cover what visitors type again and again (popular models
 * with their usual typos); the oldest is dropped first.
 */
export const TEXT_MATCH_CACHE_SIZE = 500;

/**
 * One cache per catalog list: loadCatalogEntries returns the same list until the catalog changes,
 * so a changed catalog starts an empty cache and a cached answer is always that of its catalog.
 */
const cacheByCatalog = new WeakMap<CatalogEntry[], Map<string, CatalogEntry[]>>();

/** Catalog entries matching typed text; only the best-scoring ones, so a typo does not widen it. */
export function matchCatalog(catalog: CatalogEntry[], text: string): CatalogEntry[] {
  // matchScore reads only the normalised words, so texts with the same words match the same.
  const key = normalizeWords(text).join(' ');
  let cache = cacheByCatalog.get(catalog);
  if (!cache) {
    cache = new Map();
    cacheByCatalog.set(catalog, cache);
  }
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const matches = scoreCatalog(catalog, key);
  cache.set(key, matches);
  if (cache.size > TEXT_MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return matches;
}

function scoreCatalog(catalog: CatalogEntry[], text: string): CatalogEntry[] {
  const scored = catalog
    .map((entry) => ({ entry, score: matchScore(text, entry.label) }))
    .filter((item) => item.score > 0);
  const best = Math.max(0, ...scored.map((item) => item.score));
  return scored.filter((item) => item.score === best).map((item) => item.entry);
}
