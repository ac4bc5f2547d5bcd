import { createHash } from 'node:crypto';
import {
  LANGUAGE_COOKIE,
  PINCODE_COOKIE,
  SELECTED_CITY_COOKIE,
  USER_SELECTED_CITY_COOKIE,
} from '@carsetu/contracts';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/identity';
import { cookieValues } from './cookie-values';

/*
 * Rendered anonymous pages, kept in process (decision 0137). A page is cached only when nothing
 * about the visitor could be in it: no session cookie, no personal cookie, a GET, a 200 HTML
 * answer without Set-Cookie. The key holds everything else that changes the output: origin,
 * URL and the location cookies. Writes that change what anonymous pages show (a car reserved,
 * released or listed, a review published) clear it; entries also expire after PAGE_CACHE_TTL_MS.
 */

/** How long a rendered page is served from memory at most. */
export const PAGE_CACHE_TTL_MS = 60_000;
/** Most pages kept; the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** Most bytes of HTML kept (about 20 KB gzip, 150 KB raw each at worst). */
export const PAGE_CACHE_MAX_BYTES = 40 * 1024 * 1024;
export const PAGE_CACHE_LIMITS = {
  ttlMs: PAGE_CACHE_TTL_MS,
  maxEntries: PAGE_CACHE_MAX_ENTRIES,
  maxBytes: PAGE_CACHE_MAX_BYTES,
};
/** What shared caches (a CDN) may do with an anonymous page. */
export const ANONYMOUS_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * Cookies that personalise a page: the session, and the sell flow's remembered mobile number
 * (web: SELL_MOBILE_COOKIE). With one of these a page is neither cached nor served from cache.
 */
const PERSONAL_COOKIES = [SESSION_COOKIE, 'carsetu_sell_mobile'];
/**
 * Cookies that change an anonymous page (the chosen city and pincode, the language): part of
 * the key.
 */
const KEY_COOKIES = [
  SELECTED_CITY_COOKIE,
  PINCODE_COOKIE,
  USER_SELECTED_CITY_COOKIE,
  LANGUAGE_COOKIE,
];

export interface CachedPage {
  /** The page as UTF-8 bytes. */
  body: Buffer;
  /** The CSP nonce in `body`; each answer gets its own in its place. */
  nonce: string;
  /** `body` cut at every nonce (views of it), so an answer is one copy with its own nonce. */
  parts?: Buffer[];
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
}

/** The cache key of a request, or null when the request must not be served from the cache. */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const cookies = cookieValues(request.headers.cookie);
  if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
  const location = KEY_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ''}`).join(';');
  return `${request.protocol}://${request.host}${request.url}|${location}`;
}

/** `body` cut at every `nonce`: views of it, for the ETag, the answer and the cache. */
export function pageParts(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * A weak ETag of the page without its nonce (the nonce changes per answer, the page does not),
 * from the page cut at its nonce.
 */
export function partsEtag(parts: readonly Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** A page as the shared level keeps it: JSON, the body as text. */
export type SharedPage = Omit<CachedPage, 'parts' | 'body'> & { body: string };

/**
 * A second level shared by every process (Redis with REDIS_URL): asked when this process has no
 * copy, told about every page stored here, cleared with it.
 */
export interface SharedPageStore {
  fetch(key: string, now: number): Promise<SharedPage | undefined>;
  store(key: string, page: SharedPage): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  sharedHits = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits = PAGE_CACHE_LIMITS,
    private readonly shared?: SharedPageStore,
  ) {}

  /** This process's copy, else the shared one (kept here too for next time). */
  async lookup(key: string): Promise<CachedPage | undefined> {
    const local = this.get(key);
    if (local || !this.shared) return local;
    const page = await this.shared.fetch(key, this.now());
    if (!page) return undefined;
    this.sharedHits += 1;
    this.keep(key, { ...page, body: Buffer.from(page.body) });
    return this.pages.get(key);
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && this.now() - page.storedAt < this.limits.ttlMs) {
      this.hits += 1;
      return page;
    }
    if (page) this.delete(key);
    this.misses += 1;
    return undefined;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    const { parts, ...stored } = { ...page, storedAt: this.now() };
    // This process keeps the parts too when they were cut already; the shared level keeps text.
    if (this.keep(key, { ...stored, parts }) && this.shared) {
      void this.shared.store(key, { ...stored, body: stored.body.toString() });
    }
  }

  /** Keeps a page in this process; false when it is too big to keep at all. */
  private keep(key: string, page: CachedPage): boolean {
    if (page.body.length > this.limits.maxBytes) return false;
    this.delete(key);
    // Without parts (from the shared level), they are cut on the first reuse (pageBytes).
    this.pages.set(key, { ...page });
    this.bytes += page.body.length;
    // Map keeps insertion order: the first keys are the oldest.
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /** Drops every page, here and shared: something anonymous pages show has changed. */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    void this.shared?.clear();
  }

  async close(): Promise<void> {
    await this.shared?.close();
  }

  get size(): number {
    return this.pages.size;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.body.length;
    this.pages.delete(key);
  }
}

/** The page's bytes with `nonce` in every place its stored nonce was. */
export function pageBytes(page: CachedPage, nonce: string): Buffer {
  // The answer that rendered the page keeps its own nonce: its bytes as they are, no copy.
  if (nonce === page.nonce) return page.body;
  const parts = (page.parts ??= pageParts(page.body, page.nonce));
  if (parts.length === 1) return parts[0]!;
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
