import { formatMoney, paise } from '@carsetu/contracts';
import { CLOSING_MESSAGES, type Docket, type QcBody, type RunnerPickup } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { IST_OFFSET_MS, istDate } from '../../../lib/slot-days';
import { queryRows, toIso } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { recordEvent } from '../sale/timeline';
import { acceptedSaleById } from './closing-sale';
import {
  EXPECTED_KEYS,
  MISSING_INSURANCE_DEDUCTION_PAISE,
  MISSING_KEY_DEDUCTION_PAISE,
  ODOMETER_ALLOWANCE_KM,
  ODOMETER_DEDUCTION_PER_100_KM_PAISE,
  PICKUP_CHECKLIST,
} from './closing.constants';
import { queuePayout, toSellerAccount } from './payout.service';
import {
  deductionsTotal,
  pickupById,
  toPickupView,
  type Deduction,
  type PickupRow,
} from './pickup.service';
import { readinessOf, settle } from './readiness';

/** The runner's pickups of one IST day (all of the city's for an admin), in slot order. */
export async function runnerDay(
  db: Database,
  runner: SessionUser,
  isoDate: string,
): Promise<RunnerPickup[]> {
  const from = new Date(Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await queryRows<{
    id: string;
    appointment_id: string;
    status: RunnerPickup['status'];
    slot_start: string | Date;
    car: string;
    registration_number: string;
    address: string;
    pincode: string;
    seller_name: string | null;
  }>(
    db,
    sql`select p.id, a.appointment_id, p.status, p.slot_start, p.address, p.pincode,
               a.registration_number, u.name as seller_name,
               concat_ws(' ', a.year, mk.name, md.name, v.name) as car
        from sell_pickups p
        join sell_appointments a on a.id = p.appointment_id
        join users u on u.id = a.user_id
        join makes mk on mk.id = a.make_id
        join models md on md.id = a.model_id
        join variants v on v.id = a.variant_id
        where p.runner_user_id = ${runner.userId} and p.slot_start >= ${from} and p.slot_start < ${to}
        order by p.slot_start, a.appointment_id`,
  );
  return rows.map((row) => ({
    pickupId: row.id,
    appointmentId: row.appointment_id,
    status: row.status,
    slotStart: toIso(row.slot_start),
    car: row.car,
    registrationNumber: row.registration_number,
    address: row.address,
    pincode: row.pincode,
    sellerName: row.seller_name,
  }));
}

export const todayIst = (now: Date) => istDate(now);

/** The open pickup of an appointment (by the spec's appointmentId), assigned to this runner. */
export async function runnersPickup(db: Database, runner: SessionUser, appointmentId: string) {
  const [found] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from sell_pickups p join sell_appointments a on a.id = p.appointment_id
        where a.appointment_id = ${appointmentId} and p.status <> 'cancelled'`,
  );
  if (!found) throw notFound(CLOSING_MESSAGES.noPickup);
  const row = (await pickupById(db, found.id))!;
  if (row.runner_user_id !== runner.userId) throw forbidden(CLOSING_MESSAGES.notYourPickup);
  return row;
}

async function inspectionOf(db: Database, appointmentRowId: string) {
  const [row] = await queryRows<{
    odometer_km: number | null;
    vin: string | null;
    deductions: { label: string }[] | null;
  }>(
    db,
    sql`select odometer_km, vin, deductions from inspections where appointment_id = ${appointmentRowId}`,
  );
  return {
    odometerKm: row?.odometer_km == null ? null : Number(row.odometer_km),
    vin: row?.vin ?? null,
    defects: (row?.deductions ?? []).map((item) => item.label),
  };
}

/** runner/appointment/{id}/pickup/docket: who, what, where, and what to check at handover. */
export async function docketOf(db: Database, row: PickupRow): Promise<Docket> {
  const sale = await acceptedSaleById(db, row.appointment_id);
  const qc = row.qc;
  return {
    pickup: toPickupView(row),
    appointmentId: sale.appointmentId,
    car: `${sale.year} ${sale.car}`,
    registrationNumber: sale.registrationNumber,
    sellerName: sale.sellerName,
    sellerPhone: sale.phone,
    acceptedPricePaise: sale.acceptedPricePaise,
    inspection: await inspectionOf(db, sale.id),
    checklist: [...PICKUP_CHECKLIST],
    qc: qc
      ? {
          odometerKm: qc.odometerKm,
          keysHandedOver: qc.keysHandedOver,
          originalRc: qc.originalRc,
          insurancePapers: qc.insurancePapers,
          carMatchesReport: qc.carMatchesReport,
          notes: qc.notes ?? null,
          passed: qc.passed,
          problems: qc.problems,
        }
      : null,
  };
}

/** The QC rules: what blocks the purchase and what is deducted from the balance. */
export function assessQc(qc: QcBody, inspectedKm: number | null) {
  const problems: string[] = [];
  const deductions: Deduction[] = [];
  if (!qc.carMatchesReport) problems.push('The car does not match the inspection report');
  if (!qc.originalRc) problems.push('The original RC was not handed over');
  if (inspectedKm !== null && qc.odometerKm < inspectedKm) {
    problems.push(
      `The odometer reads less than at the inspection (${inspectedKm.toLocaleString('en-IN')} km)`,
    );
  }
  if (inspectedKm !== null && qc.odometerKm > inspectedKm + ODOMETER_ALLOWANCE_KM) {
    const extra = qc.odometerKm - inspectedKm - ODOMETER_ALLOWANCE_KM;
    deductions.push({
      label: `Driven ${extra.toLocaleString('en-IN')} km more than allowed since the inspection`,
      amountPaise: Math.ceil(extra / 100) * ODOMETER_DEDUCTION_PER_100_KM_PAISE,
    });
  }
  if (qc.keysHandedOver < EXPECTED_KEYS) {
    deductions.push({
      label: `${EXPECTED_KEYS - qc.keysHandedOver} key(s) missing`,
      amountPaise: (EXPECTED_KEYS - qc.keysHandedOver) * MISSING_KEY_DEDUCTION_PAISE,
    });
  }
  if (!qc.insurancePapers) {
    deductions.push({
      label: 'Insurance papers missing',
      amountPaise: MISSING_INSURANCE_DEDUCTION_PAISE,
    });
  }
  return { passed: problems.length === 0, problems, deductions };
}

/** Marks the car handed over (after the seller's code was verified). */
export async function markHandedOver(db: Database, row: PickupRow, runner: SessionUser, now: Date) {
  await db.execute(sql`
    update sell_pickups set status = 'handed_over', handed_over_at = ${now}, updated_at = ${now}
    where id = ${row.id} and status = 'scheduled'`);
  await recordEvent(
    db,
    row.appointment_id,
    'picked_up',
    'Handover code verified by the runner',
    runner.userId,
    now,
  );
}

/** pickup/docket/verify: the QC checklist; may be repeated until the runner proceeds. */
export async function verifyDocket(
  db: Database,
  row: PickupRow,
  qc: QcBody,
  now: Date,
): Promise<Docket> {
  if (row.status === 'scheduled') throw conflict('HANDOVER_FIRST', CLOSING_MESSAGES.handoverFirst);
  if (!['handed_over', 'qc_passed', 'qc_failed'].includes(row.status)) {
    throw conflict('PICKUP_CLOSED', CLOSING_MESSAGES.pickupClosed);
  }
  const inspection = await inspectionOf(db, row.appointment_id);
  const result = assessQc(qc, inspection.odometerKm);
  await db.execute(sql`
    update sell_pickups set status = ${result.passed ? 'qc_passed' : 'qc_failed'},
      qc = ${JSON.stringify({ ...qc, ...result })}::jsonb, qc_at = ${now}, updated_at = ${now}
    where id = ${row.id}`);
  return docketOf(db, (await pickupById(db, row.id))!);
}

export interface ProceedOutcome {
  docket: Docket;
  appointmentRowId: string;
}

/**
 * pickup/docket/proceed: the car is bought. In one transaction: the pickup is proceeded, the
 * purchase completed, the lender's payoff and the seller's balance queued (each at most once),
 * the RC transfer opened with the liability moving to CarSetu now, and the car sent to
 * refurbishment. A repeated proceed finds the pickup already proceeded and changes nothing.
 */
export async function proceedPickup(
  db: Database,
  row: PickupRow,
  runner: SessionUser,
  now: Date,
): Promise<ProceedOutcome> {
  if (row.status === 'proceeded') {
    return { docket: await docketOf(db, row), appointmentRowId: row.appointment_id };
  }
  if (row.status === 'scheduled') throw conflict('HANDOVER_FIRST', CLOSING_MESSAGES.handoverFirst);
  if (row.status === 'handed_over') throw conflict('QC_FIRST', CLOSING_MESSAGES.qcFirst);
  if (row.status === 'qc_failed') throw conflict('QC_FAILED', CLOSING_MESSAGES.qcFailed);
  if (row.status !== 'qc_passed') throw conflict('PICKUP_CLOSED', CLOSING_MESSAGES.pickupClosed);
  const sale = await acceptedSaleById(db, row.appointment_id);
  const ready = await readinessOf(db, sale.id);
  const split = settle(
    sale.acceptedPricePaise,
    ready.lender?.outstandingPaise ?? 0,
    deductionsTotal(row),
  );
  const plate = sale.registrationNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
  // MH12AB1234 → MH12; a Bharat-series plate (22BH1234AA) is transferred where the buyer lives.
  const rtoCode = /^[A-Z]{2}[0-9]{1,2}/.exec(plate)?.[0] ?? 'BH';
  await db.transaction(async (tx) => {
    const moved = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`update sell_pickups set status = 'proceeded', proceeded_at = ${now}, updated_at = ${now}
          where id = ${row.id} and status = 'qc_passed' returning id`,
    );
    if (moved.length === 0) return;
    await tx.execute(sql`
      update sell_purchase_requests set status = 'completed', completed_at = ${now}
      where appointment_id = ${sale.id}`);
    if (ready.lender) {
      await queuePayout(
        tx,
        sale.id,
        {
          kind: 'lender',
          amountPaise: split.toLenderPaise,
          beneficiaryName: ready.lender.name,
          accountNumber: ready.lender.accountLast4,
          ifsc: null,
        },
        now,
      );
    }
    await queuePayout(
      tx,
      sale.id,
      toSellerAccount('balance', split.balancePaise, ready.account!),
      now,
    );
    await tx.execute(sql`
      insert into sell_rc_transfers (appointment_id, status, rto_code, forms_signed_on, liability_ends_at, updated_at)
      values (${sale.id}, 'forms_signed', ${rtoCode},
              ${istDate(row.handed_over_at ? new Date(row.handed_over_at) : now)},
              ${row.handed_over_at ?? now}, ${now})
      on conflict (appointment_id) do nothing`);
    await tx.execute(sql`
      insert into sell_relistings (appointment_id, status, bought_at)
      values (${sale.id}, 'refurbishing', ${now}) on conflict (appointment_id) do nothing`);
    await recordEvent(
      tx,
      sale.id,
      'picked_up',
      `Bought for ${formatMoney(paise(sale.acceptedPricePaise))}; balance ${formatMoney(paise(split.balancePaise))} on its way`,
      runner.userId,
      now,
    );
  });
  return {
    docket: await docketOf(db, (await pickupById(db, row.id))!),
    appointmentRowId: sale.id,
  };
}

/** The runner cancels at the door (car not as inspected, seller absent), with a reason. */
export async function cancelPickupByRunner(
  db: Database,
  row: PickupRow,
  runner: SessionUser,
  reason: string,
  now: Date,
): Promise<Docket> {
  if (row.status === 'proceeded' || row.status === 'cancelled') {
    throw conflict('PICKUP_CLOSED', CLOSING_MESSAGES.pickupClosed);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update sell_pickups set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = 'runner',
        updated_at = ${now} where id = ${row.id}`);
    await recordEvent(
      tx,
      row.appointment_id,
      'pickup_cancelled',
      `By the runner: ${reason}`,
      runner.userId,
      now,
    );
  });
  return docketOf(db, (await pickupById(db, row.id))!);
}
