import { TEST_DRIVE_DAYS_AHEAD, TEST_DRIVE_SLOT_HOURS_IST } from '@carsetu/contracts';

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface SlotDay {
  date: string;
  label: string;
  starts: Date[];
}

/** Offered slots from tomorrow (IST) for TEST_DRIVE_DAYS_AHEAD days. */
export function offeredSlotDays(now: Date): SlotDay[] {
  const todayIst = new Date(now.getTime() + IST_OFFSET_MS);
  const days: SlotDay[] = [];
  for (let offset = 1; offset <= TEST_DRIVE_DAYS_AHEAD; offset++) {
    const day = new Date(
      Date.UTC(todayIst.getUTCFullYear(), todayIst.getUTCMonth(), todayIst.getUTCDate() + offset),
    );
    const date = day.toISOString().slice(0, 10);
    days.push({
      date,
      label: day.toLocaleDateString('en-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      starts: TEST_DRIVE_SLOT_HOURS_IST.map(
        (hour) => new Date(day.getTime() + hour * 3_600_000 - IST_OFFSET_MS),
      ),
    });
  }
  return days;
}

export function slotLabel(start: Date): string {
  return start.toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

export function isOfferedSlot(start: Date, now: Date): boolean {
  return offeredSlotDays(now).some((day) =>
    day.starts.some((slot) => slot.getTime() === start.getTime()),
  );
}
