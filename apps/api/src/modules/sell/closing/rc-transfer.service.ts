import { CLOSING_MESSAGES, indiaDatePlusDays, type RcTransfer } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { istDate } from '../../../lib/slot-days';
import { queryRows, toIso } from '../../../lib/sql-rows';
import { recordEvent } from '../sale/timeline';
import { FORM_29_FILING_DAYS, RC_TRANSFER_DUE_DAYS } from './closing.constants';

type Queryable = Pick<Database, 'execute'>;

interface RcRow {
  appointment_id: string;
  status: RcTransfer['status'];
  rto_code: string;
  forms_signed_on: string | Date;
  filed_on: string | Date | null;
  transferred_on: string | Date | null;
  liability_ends_at: string | Date;
}

const dateOnly = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : toIso(value).slice(0, 10);

const readable = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The tracker the seller sees: steps with dates, when it is due, and what to keep in mind. */
export function toRcView(row: RcRow, now: Date): RcTransfer {
  const signed = dateOnly(row.forms_signed_on)!;
  const dueBy = indiaDatePlusDays(new Date(`${signed}T00:00:00+05:30`), RC_TRANSFER_DUE_DAYS);
  const liability = toIso(row.liability_ends_at);
  const liabilityText = new Date(liability).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  const reminders = [
    `From ${liabilityText}, challans and accident liability for this car are CarSetu’s, not yours. Keep the delivery note you signed at pickup: it proves when the car left you.`,
  ];
  const filingDue = indiaDatePlusDays(new Date(`${signed}T00:00:00+05:30`), FORM_29_FILING_DAYS);
  if (row.status === 'forms_signed' && istDate(now) > filingDue) {
    reminders.push(
      `Form 29 should reach the RTO within ${FORM_29_FILING_DAYS} days of the sale. We are filing it now and will update you here.`,
    );
  }
  if (row.status !== 'transferred') {
    const today = istDate(now);
    reminders.push(
      today > dueBy
        ? `The transfer is taking longer than ${RC_TRANSFER_DUE_DAYS} days. We are following it up with RTO ${row.rto_code}; you need to do nothing.`
        : `We expect the RTO ${row.rto_code} to transfer the RC by ${readable(dueBy)}.`,
    );
  } else {
    reminders.push(
      'The car is no longer registered in your name. You can cancel its insurance and FASTag.',
    );
  }
  return {
    status: row.status,
    rtoCode: row.rto_code,
    formsSignedOn: signed,
    filedOn: dateOnly(row.filed_on),
    transferredOn: dateOnly(row.transferred_on),
    liabilityEndsAt: liability,
    dueBy,
    steps: [
      { label: 'Forms 29 and 30 signed at pickup', done: true, on: signed },
      {
        label: `Filed at RTO ${row.rto_code}`,
        done: row.filed_on !== null,
        on: dateOnly(row.filed_on),
      },
      {
        label: 'RC transferred to the new owner',
        done: row.transferred_on !== null,
        on: dateOnly(row.transferred_on),
      },
    ],
    reminders,
  };
}

export async function rcTransferOf(db: Queryable, appointmentRowId: string, now: Date) {
  const [row] = await queryRows<RcRow>(
    db as Database,
    sql`select * from sell_rc_transfers where appointment_id = ${appointmentRowId}`,
  );
  return row ? toRcView(row, now) : null;
}

/** Staff move the transfer on, in order, with the date each step happened (not in the future). */
export async function updateRcTransfer(
  db: Database,
  appointmentId: string,
  update: { status: 'filed_at_rto' | 'transferred'; on: string },
  actorUserId: string,
  now: Date,
): Promise<RcTransfer> {
  const [row] = await queryRows<RcRow>(
    db,
    sql`select t.* from sell_rc_transfers t join sell_appointments a on a.id = t.appointment_id
        where a.appointment_id = ${appointmentId}`,
  );
  if (!row) throw notFound(CLOSING_MESSAGES.notBought);
  const today = istDate(now);
  if (update.on > today)
    throw badRequest('The date cannot be in the future.', {
      on: 'The date cannot be in the future.',
    });
  const previous = update.status === 'filed_at_rto' ? 'forms_signed' : 'filed_at_rto';
  const earliest = dateOnly(update.status === 'filed_at_rto' ? row.forms_signed_on : row.filed_on)!;
  if (row.status !== previous) throw conflict('RC_STEP_ORDER', CLOSING_MESSAGES.rcStepOrder);
  if (update.on < earliest)
    throw badRequest(CLOSING_MESSAGES.rcStepOrder, { on: CLOSING_MESSAGES.rcStepOrder });
  await db.transaction(async (tx) => {
    await tx.execute(
      update.status === 'filed_at_rto'
        ? sql`update sell_rc_transfers set status = 'filed_at_rto', filed_on = ${update.on}, updated_at = ${now}
              where appointment_id = ${row.appointment_id}`
        : sql`update sell_rc_transfers set status = 'transferred', transferred_on = ${update.on}, updated_at = ${now}
              where appointment_id = ${row.appointment_id}`,
    );
    await recordEvent(
      tx,
      row.appointment_id,
      'rc_transfer',
      update.status === 'filed_at_rto' ? `Filed at RTO ${row.rto_code}` : 'RC transferred',
      actorUserId,
      now,
    );
  });
  return (await rcTransferOf(db, row.appointment_id, now))!;
}

export interface RcTransferRow {
  appointmentId: string;
  car: string;
  registrationNumber: string;
  transfer: RcTransfer;
}

/** Open transfers first (oldest first), for the staff console. */
export async function rcTransfers(db: Database, now: Date): Promise<RcTransferRow[]> {
  const rows = await queryRows<
    RcRow & { public_id: string; car: string; registration_number: string }
  >(
    db,
    sql`select t.*, a.appointment_id as public_id, a.registration_number,
               concat_ws(' ', a.year, mk.name, md.name) as car
        from sell_rc_transfers t
        join sell_appointments a on a.id = t.appointment_id
        join makes mk on mk.id = a.make_id
        join models md on md.id = a.model_id
        order by (t.status = 'transferred'), t.forms_signed_on limit 100`,
  );
  return rows.map((row) => ({
    appointmentId: row.public_id,
    car: row.car,
    registrationNumber: row.registration_number,
    transfer: toRcView(row, now),
  }));
}
