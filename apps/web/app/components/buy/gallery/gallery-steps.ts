/** A horizontal drag at least this long (px) turns the picture; shorter is a tap. */
export const SWIPE_MIN_PX = 40;

/** The next picture's index, wrapping at both ends. */
export const stepIndex = (index: number, delta: number, count: number) =>
  count === 0 ? 0 : (((index + delta) % count) + count) % count;

/** -1 (previous), 1 (next) or 0 for a drag of dx, dy pixels; a mostly vertical drag is a scroll. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
