/*
 * Hot API reads (issue 14 item 2): the public catalog calls every page's frame makes (cities,
 * brands, the Buy dropdown of a city). Their answers depend on the URL alone, never on the visitor,
 * so a rendered page that misses the page cache still skips those in-process calls. Cleared with
 * the page cache when public content changes; entries also expire after HOT_READ_TTL_MS.
 */

/** Calls whose answer is the same for every visitor (no cookie, header or user is read). */
const HOT_PUBLIC_READS = [
  /^\/api\/vehicle\/v1\/(?:sell-cities|popular-cities|brands)$/,
  /^\/api\/vehicle\/v1\/buy-cars\/header-data\/\d+$/,
  /^\/api\/vehicle\/v1\/cities(?:\?isBuyUsedCar=(?:true|false))?$/,
];

/** How long a hot read is reused at most. */
export const HOT_READ_TTL_MS = 60_000;
/** Most answers kept (one per city's Buy dropdown, plus a handful of lists). */
export const HOT_READ_MAX_ENTRIES = 200;

export interface HotReadAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function isHotRead(method: string, url: string): boolean {
  return method === 'GET' && HOT_PUBLIC_READS.some((pattern) => pattern.test(url));
}

export class HotReadCache {
  private readonly answers = new Map<string, HotReadAnswer & { storedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(url: string): HotReadAnswer | undefined {
    const answer = this.answers.get(url);
    if (!answer) return undefined;
    if (this.now() - answer.storedAt > HOT_READ_TTL_MS) {
      this.answers.delete(url);
      return undefined;
    }
    return answer;
  }

  /** Keeps a successful answer; errors are never reused. */
  set(url: string, answer: HotReadAnswer): void {
    if (answer.status !== 200) return;
    if (this.answers.size >= HOT_READ_MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(url, { ...answer, storedAt: this.now() });
  }

  clear(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
