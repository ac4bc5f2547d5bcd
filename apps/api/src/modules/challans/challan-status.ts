import {
  CHALLAN_COURT_AFTER_DAYS,
  CHALLAN_STATUS_LABELS,
  type Challan,
  type ChallanStatus,
} from '@carsetu/contracts';
import type { schema } from '@carsetu/db';

type ChallanRow = typeof schema.challans.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

const NOT_PAYABLE_REASONS: Record<Exclude<ChallanStatus, 'pending'>, string> = {
  paid: 'Already paid',
  court: 'Sent to court: pay it at the court hearing or on the virtual-court portal',
  'virtual-court': 'In virtual court: pay it on the virtual-court portal',
};

/**
 * What a driver sees: paid through us or at source → paid; virtual court stays so; a pending
 * challan older than CHALLAN_COURT_AFTER_DAYS has gone to court.
 */
export function challanStatus(
  row: ChallanRow,
  settledHere: boolean,
  now = new Date(),
): ChallanStatus {
  if (settledHere || row.sourceStatus === 'paid') return 'paid';
  if (row.sourceStatus === 'virtual-court') return 'virtual-court';
  const ageDays = (now.getTime() - row.offenceAt.getTime()) / DAY_MS;
  return ageDays > CHALLAN_COURT_AFTER_DAYS ? 'court' : 'pending';
}

export function challanView(row: ChallanRow, settledHere: boolean, now = new Date()): Challan {
  const status = challanStatus(row, settledHere, now);
  return {
    challanNumber: row.challanNumber,
    registrationNumber: row.registrationNumber,
    offence: row.offence,
    section: row.section,
    place: row.place,
    offenceDate: row.offenceAt.toISOString(),
    amountPaise: row.finePaise,
    status,
    statusLabel: CHALLAN_STATUS_LABELS[status],
    isPayable: status === 'pending',
    notPayableReason: status === 'pending' ? null : NOT_PAYABLE_REASONS[status],
  };
}
