import { INSPECTION_DAYS_AHEAD, INSPECTION_SLOT_HOURS_IST } from '@carsetu/contracts';

/**
 * Inspectors per city per slot: how many inspections may start at the same time in one city
 * (decision 0082). Home and branch inspections share the pool: the same inspectors do both.
 */
export const INSPECTION_SLOT_CAPACITY = 3;

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface InspectionDay {
  date: string;
  label: string;
  starts: Date[];
}

/** Slots from tomorrow (IST) for INSPECTION_DAYS_AHEAD days. */
export function offeredInspectionDays(now: Date): InspectionDay[] {
  const todayIst = new Date(now.getTime() + IST_OFFSET_MS);
  const days: InspectionDay[] = [];
  for (let offset = 1; offset <= INSPECTION_DAYS_AHEAD; offset++) {
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
      starts: INSPECTION_SLOT_HOURS_IST.map(
        (hour) => new Date(day.getTime() + hour * 3_600_000 - IST_OFFSET_MS),
      ),
    });
  }
  return days;
}

export function isOfferedInspectionSlot(start: Date, now: Date): boolean {
  return offeredInspectionDays(now).some((day) =>
    day.starts.some((slot) => slot.getTime() === start.getTime()),
  );
}

export function inspectionSlotLabel(start: Date): string {
  return start.toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** The calendar year in India now (valuation age). */
export function currentIstYear(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
}
