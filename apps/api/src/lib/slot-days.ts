/** India has no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface SlotDay {
  /** The IST date, YYYY-MM-DD. */
  date: string;
  label: string;
  starts: Date[];
}

/**
 * The one slot picker of the server (inspections, pickups): from tomorrow (IST) for `daysAhead`
 * days, a slot starting at each of `hoursIst` (IST hours).
 */
export function offeredSlotDays(
  now: Date,
  daysAhead: number,
  hoursIst: readonly number[],
): SlotDay[] {
  const todayIst = new Date(now.getTime() + IST_OFFSET_MS);
  const days: SlotDay[] = [];
  for (let offset = 1; offset <= daysAhead; offset++) {
    const day = new Date(
      Date.UTC(todayIst.getUTCFullYear(), todayIst.getUTCMonth(), todayIst.getUTCDate() + offset),
    );
    days.push({
      date: day.toISOString().slice(0, 10),
      label: day.toLocaleDateString('en-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      starts: hoursIst.map((hour) => new Date(day.getTime() + hour * 3_600_000 - IST_OFFSET_MS)),
    });
  }
  return days;
}

export const isOfferedSlot = (days: SlotDay[], start: Date) =>
  days.some((day) => day.starts.some((slot) => slot.getTime() === start.getTime()));

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export const istDate = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
