// Counting windows and the limiter interface, shared by the limiter implementations.
/**
 * A fixed counting window. `offsetSeconds` shifts the boundaries: day windows start at midnight
 * in India (UTC+05:30) so "until the next day" means what a user in India expects.
 */
export interface RateWindow {
  seconds: number;
  offsetSeconds?: number;
}

export const HOUR_WINDOW: RateWindow = { seconds: 60 * 60 };
export const IST_DAY_WINDOW: RateWindow = { seconds: 24 * 60 * 60, offsetSeconds: 330 * 60 };

export interface WindowCount {
  count: number;
  resetAt: Date;
}

/**
 * Counters for abuse limits. Every implementation is shared by all processes using the same
 * store (PostgreSQL/PGlite rows by default, Redis when REDIS_URL is set), so limits hold when the
 * app is scaled out.
 */
export interface RateLimiter {
  readonly kind: 'database' | 'redis';
  /** Counts one event and returns the window's count including it (atomic). */
  hit(key: string, window: RateWindow, now: Date): Promise<WindowCount>;
  /** The window's count without changing it. */
  peek(key: string, window: RateWindow, now: Date): Promise<WindowCount>;
  /**
   * Takes a lock that expires after ttlSeconds unless one is already held (atomic); used for
   * cooldowns such as "resend after 30 seconds".
   */
  acquire(key: string, ttlSeconds: number, now: Date): Promise<{ acquired: boolean; until: Date }>;
  close(): Promise<void>;
}

export function windowBounds(window: RateWindow, now: Date): { start: Date; resetAt: Date } {
  const sizeMs = window.seconds * 1000;
  const offsetMs = (window.offsetSeconds ?? 0) * 1000;
  const startMs = Math.floor((now.getTime() + offsetMs) / sizeMs) * sizeMs - offsetMs;
  return { start: new Date(startMs), resetAt: new Date(startMs + sizeMs) };
}
