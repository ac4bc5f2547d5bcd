/** Today in India, YYYY-MM-DD (the inspector's day). */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
