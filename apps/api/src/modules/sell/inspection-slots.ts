import { INSPECTION_DAYS_AHEAD, INSPECTION_SLOT_HOURS_IST } from '@carsetu/contracts';
import { IST_OFFSET_MS, isOfferedSlot, offeredSlotDays, type SlotDay } from '../../lib/slot-days';

/**
 * Inspectors per city per slot: how many inspections may start at the same time in one city
 * (decision 0082). Home and branch inspections share the pool: the same inspectors do both.
 */
export const INSPECTION_SLOT_CAPACITY = 3;

export type InspectionDay = SlotDay;

/** Slots from tomorrow (IST) for INSPECTION_DAYS_AHEAD days. */
export function offeredInspectionDays(now: Date): InspectionDay[] {
  return offeredSlotDays(now, INSPECTION_DAYS_AHEAD, INSPECTION_SLOT_HOURS_IST);
}

export function isOfferedInspectionSlot(start: Date, now: Date): boolean {
  return isOfferedSlot(offeredInspectionDays(now), start);
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
