/*
 * Hot API reads (issue 14 item 2): public calls whose answers depend on the URL alone, never on
 * the visitor (no cookie, header or user is read), so a rendered page that misses the page cache
 * still skips them. Two shelves, each with its own bound, so a stream of different searches never
 * pushes out the few reads every page's frame makes:
 * - frame: cities, brands, the Buy dropdown of a city;
 * - page data: a city's location record, a page's SEO copy and listing searches (decision 0186),
 *   which the listing page asks for whatever extra options its URL carries (utm_source, gaId…).
 * Cleared with the page cache when public content changes (a car reserved, released, sold, listed
 * or repriced: the same signal the page cache trusts); entries also expire after HOT_READ_TTL_MS.
 */

export type HotReadShelf = 'frame' | 'pageData';

/** Calls whose answer is the same for every visitor, and the shelf each is kept on. */
const HOT_PUBLIC_READS: { pattern: RegExp; shelf: HotReadShelf }[] = [
  { pattern: /^\/api\/vehicle\/v1\/(?:sell-cities|popular-cities|brands)$/, shelf: 'frame' },
  { pattern: /^\/api\/vehicle\/v1\/buy-cars\/header-data\/\d+$/, shelf: 'frame' },
  { pattern: /^\/api\/vehicle\/v1\/cities(?:\?isBuyUsedCar=(?:true|false))?$/, shelf: 'frame' },
  {
    pattern:
      /^\/api\/consumer\/location-service\/api\/v1\/location\/\?cityId=\d+&locationType=city$/,
    shelf: 'pageData',
  },
  // The page's key as the typed client sends it: `buy-used-car%3Apune`.
  {
    pattern: /^\/api\/vehicle\/v1\/seo-content\?page=[a-z0-9-]+(?:%3A[a-z0-9-]+)?$/,
    shelf: 'pageData',
  },
  { pattern: /^\/api\/consumer\/inventory\/v1\/listings(?:\?[^#]*)?$/, shelf: 'pageData' },
];

/** How long a hot read is reused at most. */
export const HOT_READ_TTL_MS = 60_000;
/**
 * Most answers kept per shelf: the frame's lists plus one Buy dropdown per city; for page data,
 * ≈ 300 searches of ≈ 30 KB (≈ 9 MB) — the busiest filter states of the last minute.
 */
export const HOT_READ_MAX_ENTRIES: Record<HotReadShelf, number> = { frame: 200, pageData: 300 };

export interface HotReadAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** `body` parsed once and deep-frozen: every page that reuses the answer shares it. */
  readonly data?: unknown;
  /**
   * Which keeping this is (kept answers only; a new number each time any answer is kept). A
   * render thread holding its own parsed copy names this version and reuses its copy while the
   * main thread still keeps that version (decision 0194).
   */
  readonly version?: number;
  /** Kept answers only: where `sharedVersions` holds this answer's version while it is kept. */
  readonly slot?: number;
  /** Kept answers only: when it was kept (its reuse ends HOT_READ_TTL_MS later). */
  readonly storedAt?: number;
}

/** Which keeping of an answer a copy is of, and where the shared versions say if it still is. */
export interface KeptVersion {
  version: number;
  slot: number;
  storedAt: number;
}

/** One slot per answer the cache can keep at once. */
export const HOT_READ_SLOTS = HOT_READ_MAX_ENTRIES.frame + HOT_READ_MAX_ENTRIES.pageData;
/** Versions count up to here, then start again at 1 (0 marks an empty slot). */
const LAST_VERSION = 2 ** 31 - 1;

/**
 * Whether a copy of a kept answer is still the cache's: its slot still holds its version and it
 * has not outlived HOT_READ_TTL_MS. Read by render threads from the shared slots without asking
 * the main thread (decision 0195). A slot holds one version at a time and a version is never
 * reused within a copy's lifetime (2³¹ keepings would be needed within the TTL), so a copy whose
 * answer was dropped or replaced can never match.
 */
export function isStillKept(sharedVersions: Int32Array, copy: KeptVersion, now: number): boolean {
  return (
    now - copy.storedAt <= HOT_READ_TTL_MS &&
    Atomics.load(sharedVersions, copy.slot) === copy.version
  );
}

/**
 * A kept answer's body as every page shares it: parsed once and deep-frozen (the main thread's
 * cache and each render thread's copies, decision 0194).
 */
export function keptData(body: string): unknown {
  return deepFreeze(JSON.parse(body) as unknown);
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The shelf a call's answer is kept on, or null when it is not a hot read. */
export function hotReadShelf(method: string, url: string): HotReadShelf | null {
  if (method !== 'GET') return null;
  return HOT_PUBLIC_READS.find(({ pattern }) => pattern.test(url))?.shelf ?? null;
}

export function isHotRead(method: string, url: string): boolean {
  return hotReadShelf(method, url) !== null;
}

type KeptAnswer = HotReadAnswer & KeptVersion;

export class HotReadCache {
  private readonly shelves: Record<HotReadShelf, Map<string, KeptAnswer>> = {
    frame: new Map(),
    pageData: new Map(),
  };
  private lastVersion = 0;
  /**
   * The version of the answer kept in each slot, 0 for none: shared with the render threads,
   * which check their parsed copies here instead of asking (decision 0195).
   */
  readonly sharedVersions = new Int32Array(
    new SharedArrayBuffer(HOT_READ_SLOTS * Int32Array.BYTES_PER_ELEMENT),
  );
  private readonly freeSlots = Array.from({ length: HOT_READ_SLOTS }, (_, slot) => slot);

  constructor(private readonly now: () => number = Date.now) {}

  /** A kept answer for this URL (a URL is only ever on its own shelf: no pattern match here). */
  get(url: string): HotReadAnswer | undefined {
    for (const shelf of Object.values(this.shelves)) {
      const answer = shelf.get(url);
      if (!answer) continue;
      if (this.now() - answer.storedAt <= HOT_READ_TTL_MS) return answer;
      this.drop(shelf, url);
      return undefined;
    }
    return undefined;
  }

  /**
   * Keeps a successful answer of a hot read, with its body parsed once (issue 14: each page
   * parsed the same ≈ 30 KB search again, about a twentieth of an uncached listing), and returns
   * it as kept; errors and other calls are never kept and come back as they are.
   */
  set(url: string, answer: HotReadAnswer): HotReadAnswer {
    const name = hotReadShelf('GET', url);
    // An answer that sets a cookie belongs to its visitor (no hot read sets one today).
    if (answer.status !== 200 || name === null || answer.headers['set-cookie'] !== undefined)
      return answer;
    const shelf = this.shelves[name];
    this.drop(shelf, url);
    if (shelf.size >= HOT_READ_MAX_ENTRIES[name]) {
      const oldest = shelf.keys().next().value;
      if (oldest !== undefined) this.drop(shelf, oldest);
    }
    this.lastVersion = this.lastVersion >= LAST_VERSION ? 1 : this.lastVersion + 1;
    const kept: KeptAnswer = {
      ...answer,
      data: keptData(answer.body),
      version: this.lastVersion,
      // Each shelf stays within its bound, so the shelves together never need more slots.
      slot: this.freeSlots.pop()!,
      storedAt: this.now(),
    };
    Atomics.store(this.sharedVersions, kept.slot, kept.version);
    shelf.set(url, kept);
    return kept;
  }

  clear(): void {
    for (const shelf of Object.values(this.shelves)) {
      for (const url of [...shelf.keys()]) this.drop(shelf, url);
    }
  }

  /** Forgets a kept answer, and empties its slot so no thread's copy of it is used again. */
  private drop(shelf: Map<string, KeptAnswer>, url: string): void {
    const kept = shelf.get(url);
    if (!kept) return;
    Atomics.store(this.sharedVersions, kept.slot, 0);
    this.freeSlots.push(kept.slot);
    shelf.delete(url);
  }

  get size(): number {
    return Object.values(this.shelves).reduce((sum, shelf) => sum + shelf.size, 0);
  }
}
