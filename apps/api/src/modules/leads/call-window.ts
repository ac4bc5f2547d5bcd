import { IST_OFFSET_MS } from '../../lib/slot-days';

/**
 * When lead agents call (docs/decisions/0129-lead-queue.md): every day, 9:00 AM to 6:30 PM IST —
 * the union of the two call-back hours the form shows (spec §9: 9:30 AM - 6:30 PM on desktop,
 * 9 AM - 6 PM elsewhere), so no one is called outside the hours they were shown.
 */
export const CALL_WINDOW_OPENS_IST_MINUTES = 9 * 60;
export const CALL_WINDOW_CLOSES_IST_MINUTES = 18 * 60 + 30;
/** After an unanswered call the lead comes back this much later (inside a window). */
export const NOT_REACHABLE_RETRY_MS = 2 * 60 * 60 * 1000;
/** Unanswered calls after which the lead is closed. */
export const MAX_CALL_ATTEMPTS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first moment at or after `at` that falls inside a call window: `at` itself during
 * operating hours, else the next opening (today's if before 9:00 IST, tomorrow's if after 18:30).
 */
export function nextCallWindow(at: Date): Date {
  const istMs = at.getTime() + IST_OFFSET_MS;
  const istMidnight = Math.floor(istMs / DAY_MS) * DAY_MS;
  const minutes = (istMs - istMidnight) / 60_000;
  if (minutes >= CALL_WINDOW_OPENS_IST_MINUTES && minutes < CALL_WINDOW_CLOSES_IST_MINUTES) {
    return at;
  }
  const openingDay = minutes < CALL_WINDOW_OPENS_IST_MINUTES ? istMidnight : istMidnight + DAY_MS;
  return new Date(openingDay + CALL_WINDOW_OPENS_IST_MINUTES * 60_000 - IST_OFFSET_MS);
}
