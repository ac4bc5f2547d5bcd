import { KYC_MESSAGES, partyVideoSlots, type KycBody, type KycView } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { AppError, HTTP, badRequest } from '../../../lib/errors';
import { queryRows, toIso } from '../../../lib/sql-rows';
import { KycUnavailableError, type KycProvider } from '../../../providers/kyc';
import type { SessionUser } from '../../identity';
import { namesMatch } from '../sale/bank-verify.service';
import { saleByToken } from './documents.service';

interface KycRow {
  pan: string | null;
  name_on_pan: string | null;
  aadhaar_last4: string | null;
  kyc_status: 'verified' | 'name_mismatch' | 'invalid' | null;
  kyc_reference: string | null;
  kyc_checked_at: string | Date | null;
  credit_consent_at: string | Date | null;
  credit_report_phone: string | null;
  video_slot_start: string | Date | null;
  video_booked_at: string | Date | null;
}

const isoOrNull = (value: string | Date | null) => (value ? toIso(value) : null);
/** ABXXXXX34F */
export const maskPan = (pan: string) => `${pan.slice(0, 2)}XXXXX${pan.slice(7)}`;

function view(row: KycRow | undefined, now: Date): KycView {
  return {
    kyc: {
      status: row?.kyc_status ?? 'not_started',
      panMasked: row?.pan ? maskPan(row.pan) : null,
      nameOnPan: row?.name_on_pan ?? null,
      aadhaarLast4: row?.aadhaar_last4 ?? null,
      reference: row?.kyc_reference ?? null,
      checkedAt: isoOrNull(row?.kyc_checked_at ?? null),
    },
    creditReport: {
      consentAt: isoOrNull(row?.credit_consent_at ?? null),
      phone: row?.credit_report_phone ?? null,
    },
    partyVideo: {
      slotStart: isoOrNull(row?.video_slot_start ?? null),
      bookedAt: isoOrNull(row?.video_booked_at ?? null),
      slots: partyVideoSlots(now),
    },
  };
}

async function kycOf(db: Database, appointmentRowId: string, now: Date) {
  const [row] = await queryRows<KycRow>(
    db,
    sql`select * from sell_kyc where appointment_id = ${appointmentRowId}`,
  );
  return view(row, now);
}

/** Writes some KYC columns of the sale (the row is created on first write). */
async function save(
  db: Database,
  appointmentRowId: string,
  columns: Partial<Record<keyof KycRow, string | Date | null>>,
  now: Date,
) {
  const names = Object.keys(columns) as (keyof KycRow)[];
  const values = names.map((name) => columns[name] ?? null);
  await db.execute(sql`
    insert into sell_kyc (appointment_id, ${sql.raw(names.join(', '))}, updated_at)
    values (${appointmentRowId}, ${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}, ${now})
    on conflict (appointment_id) do update set
      ${sql.raw(names.map((name) => `${name} = excluded.${name}`).join(', '))},
      updated_at = excluded.updated_at`);
}

export async function getKyc(db: Database, token: string, owner: SessionUser, now: Date) {
  const sale = await saleByToken(db, token, owner);
  return kycOf(db, sale.id, now);
}

/**
 * kyc: checks the PAN with the provider. A name the PAN is registered to differently is stored
 * as name_mismatch (the seller corrects the name and tries again); an unknown PAN → 400.
 */
export async function submitKyc(
  db: Database,
  provider: KycProvider,
  token: string,
  owner: SessionUser,
  body: KycBody,
  now: Date,
) {
  const sale = await saleByToken(db, token, owner);
  let result;
  try {
    result = await provider.checkPan(body);
  } catch (error) {
    if (error instanceof KycUnavailableError)
      throw new AppError(
        HTTP.SERVICE_UNAVAILABLE,
        'KYC_UNAVAILABLE',
        'PAN verification is not answering. Please try again in a few minutes.',
      );
    throw error;
  }
  const status =
    result.status === 'invalid'
      ? 'invalid'
      : namesMatch(body.name, result.registeredName)
        ? 'verified'
        : 'name_mismatch';
  await save(
    db,
    sale.id,
    {
      pan: body.pan,
      name_on_pan: body.name,
      aadhaar_last4: body.aadhaarLast4,
      kyc_status: status,
      kyc_reference: result.reference,
      kyc_checked_at: now,
    },
    now,
  );
  if (status === 'invalid') throw badRequest(KYC_MESSAGES.invalid, { pan: KYC_MESSAGES.invalid });
  return kycOf(db, sale.id, now);
}

export async function recordCreditConsent(
  db: Database,
  token: string,
  owner: SessionUser,
  now: Date,
) {
  const sale = await saleByToken(db, token, owner);
  await save(db, sale.id, { credit_consent_at: now }, now);
  return kycOf(db, sale.id, now);
}

export async function recordCreditPhone(
  db: Database,
  token: string,
  owner: SessionUser,
  phone: string,
  now: Date,
) {
  const sale = await saleByToken(db, token, owner);
  await save(db, sale.id, { credit_report_phone: phone }, now);
  return kycOf(db, sale.id, now);
}

/** party-video: books one of the offered video-KYC slots (booking again moves it). */
export async function bookPartyVideo(
  db: Database,
  token: string,
  owner: SessionUser,
  slotStart: string,
  now: Date,
) {
  const sale = await saleByToken(db, token, owner);
  const wanted = new Date(slotStart).toISOString();
  if (!partyVideoSlots(now).includes(wanted))
    throw badRequest(KYC_MESSAGES.slot, { slotStart: KYC_MESSAGES.slot });
  await save(db, sale.id, { video_slot_start: new Date(wanted), video_booked_at: now }, now);
  return kycOf(db, sale.id, now);
}
