import { formatMoney, paise } from '@carsetu/contracts';
import { randomBytes } from 'node:crypto';
import {
  INSPECTION_AREAS,
  INSPECTION_CHECKPOINTS,
  IMAGE_FORMATS,
  INSPECTION_PHOTO_MAX_BYTES,
  SALE_MESSAGES,
  VIN_PATTERN,
  findCheckpoint,
  type InspectionDraftBody,
  type ImageFormat,
  type InspectionView,
  type Offer,
  type Photo,
  type SaleInspectionReport,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { AppError, HTTP, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import type { RoleGrant } from '../../identity';
import { startAuctionRound } from '../auction/auction.service';
import type { AuctionEvents } from '../auction/auction-events';
import { recordEvent } from '../sale/timeline';
import { SELL_MESSAGES } from '../sell.constants';
import { computeOffer, offerValidUntil, type Finding } from './offer';
import {
  findInspection,
  findStaffAppointment,
  findStaffAppointmentByToken,
  photosOf,
  STAFF_APPOINTMENT_SELECT,
  type InspectionRow,
  type PhotoRow,
  type StaffAppointmentRow,
} from './inspection.repository';
import { encodePhoto, sniffImage, variantFile } from './photo-processing';
import type { PhotoStorage } from './photo-storage';

export interface Inspector {
  userId: string;
  grant: RoleGrant;
}

export const PHOTO_URL_PREFIX = '/api/consumer/api/v1/inspection-photos';
export const photoUrl = (storageKey: string, width: number, format: ImageFormat = 'webp') =>
  `${PHOTO_URL_PREFIX}/${storageKey}/${variantFile(width, format)}`;

/** Every stored variant of a photo, AVIF before WebP and narrowest first within a format. */
export function photoVariants(row: Pick<PhotoRow, 'storage_key' | 'widths' | 'formats'>) {
  const widths = [...row.widths].sort((a, b) => a - b);
  return IMAGE_FORMATS.filter((format) => row.formats.includes(format)).flatMap((format) =>
    widths.map((width) => ({ format, width, url: photoUrl(row.storage_key, width, format) })),
  );
}

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    kind: row.kind,
    checkpointKey: row.checkpoint_key,
    sources: [...row.widths]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: photoUrl(row.storage_key, width) })),
    variants: photoVariants(row),
  };
}

/** The inspector's day: appointments of their city that day, theirs or not yet assigned. */
export async function inspectorDay(db: Database, inspector: Inspector, date: string) {
  const rows = await queryRows<StaffAppointmentRow>(
    db,
    sql`${STAFF_APPOINTMENT_SELECT}
        where a.city_id = ${inspector.grant.cityId}
          and a.status <> 'cancelled'
          and (a.inspector_user_id = ${inspector.userId} or a.inspector_user_id is null)
          and (a.slot_start at time zone 'Asia/Kolkata')::date = ${date}::date
        order by a.slot_start, a.appointment_id`,
  );
  return rows.map((row) => ({
    appointmentId: row.appointment_id,
    car: row.car,
    registrationNumber: row.registration_number,
    slotStart: new Date(row.slot_start).toISOString(),
    place:
      row.inspection_mode === 'home'
        ? `${row.address ?? ''}, ${row.pincode ?? ''}`
        : `Branch: ${row.branch_name ?? ''}`,
    assignedToYou: row.inspector_user_id === inspector.userId,
    inspectionStatus: (row.inspection_status ?? 'not_started') as
      | 'not_started'
      | 'draft'
      | 'submitted',
  }));
}

async function appointmentForInspector(
  db: Database,
  appointmentId: string,
  inspector: Inspector,
): Promise<StaffAppointmentRow> {
  const row = await findStaffAppointment(db, appointmentId);
  // Another city's appointment does not exist for this inspector.
  if (!row || row.city_id !== inspector.grant.cityId) throw notFound(SELL_MESSAGES.notFound);
  if (row.status === 'cancelled') throw conflict('CANCELLED', SALE_MESSAGES.cancelled);
  if (row.inspector_user_id && row.inspector_user_id !== inspector.userId) {
    throw forbidden(SALE_MESSAGES.notAssigned);
  }
  return row;
}

function toView(
  row: StaffAppointmentRow,
  inspection: InspectionRow,
  photos: PhotoRow[],
): InspectionView {
  return {
    appointmentId: row.appointment_id,
    status: inspection.status,
    revision: inspection.revision,
    answers: inspection.answers,
    odometerKm: inspection.odometer_km,
    vin: inspection.vin,
    photos: photos.map(toPhoto),
    submittedAt: inspection.submitted_at ? new Date(inspection.submitted_at).toISOString() : null,
  };
}

/** Opens (or reopens) the inspection; an unassigned appointment becomes the inspector's. */
export async function startInspection(
  db: Database,
  appointmentId: string,
  inspector: Inspector,
  now: Date,
): Promise<InspectionView> {
  const row = await appointmentForInspector(db, appointmentId, inspector);
  await db.transaction(async (tx) => {
    if (!row.inspector_user_id) {
      const claimed = await queryRows<{ id: string }>(
        tx as unknown as Database,
        sql`update sell_appointments set inspector_user_id = ${inspector.userId}
            where id = ${row.id} and inspector_user_id is null returning id`,
      );
      if (claimed.length === 0) throw forbidden(SALE_MESSAGES.notAssigned);
      await recordEvent(
        tx,
        row.id,
        'inspector_assigned',
        inspector.grant.displayName,
        inspector.userId,
        now,
      );
    }
    await tx.execute(sql`
      insert into inspections (appointment_id, inspector_user_id, status, started_at, updated_at)
      values (${row.id}, ${inspector.userId}, 'draft', ${now}, ${now})
      on conflict (appointment_id) do nothing`);
  });
  return getInspection(db, appointmentId, inspector);
}

export async function getInspection(
  db: Database,
  appointmentId: string,
  inspector: Inspector,
): Promise<InspectionView> {
  const row = await appointmentForInspector(db, appointmentId, inspector);
  const inspection = await findInspection(db, row.id);
  if (!inspection) throw notFound('Start the inspection first.');
  return toView(row, inspection, await photosOf(db, row.id));
}

/**
 * Merges a draft: answers are merged key by key, so a phone that saves after every tap sends
 * only what changed. `revision` must match the stored one (409 otherwise: another device saved).
 */
export async function saveDraft(
  db: Database,
  appointmentId: string,
  inspector: Inspector,
  body: InspectionDraftBody,
  now: Date,
): Promise<InspectionView> {
  const row = await appointmentForInspector(db, appointmentId, inspector);
  for (const key of Object.keys(body.answers ?? {})) {
    if (!findCheckpoint(key))
      throw badRequest(SALE_MESSAGES.unknownCheckpoint, { [key]: SALE_MESSAGES.unknownCheckpoint });
  }
  if (body.vin && body.vin.length === 17 && !VIN_PATTERN.test(body.vin)) {
    throw badRequest(SALE_MESSAGES.vinInvalid, { vin: SALE_MESSAGES.vinInvalid });
  }
  const updated = await queryRows<{ revision: number }>(
    db,
    sql`update inspections set
          answers = answers || ${JSON.stringify(body.answers ?? {})}::jsonb,
          odometer_km = coalesce(${body.odometerKm ?? null}::integer, odometer_km),
          vin = coalesce(${body.vin ?? null}::text, vin),
          revision = revision + 1, updated_at = ${now}
        where appointment_id = ${row.id} and status = 'draft' and revision = ${body.revision}
        returning revision`,
  );
  if (updated.length === 0) {
    const current = await findInspection(db, row.id);
    if (!current) throw notFound('Start the inspection first.');
    if (current.status === 'submitted')
      throw conflict('SUBMITTED', SALE_MESSAGES.inspectionSubmitted);
    throw conflict('STALE_DRAFT', SALE_MESSAGES.staleDraft);
  }
  return getInspection(db, appointmentId, inspector);
}

/** Checks, re-encodes and stores one photo; the row is written only after every width is stored. */
export async function addPhoto(
  db: Database,
  storage: PhotoStorage,
  appointmentId: string,
  inspector: Inspector,
  input: { kind: 'defect' | 'odometer' | 'vin'; checkpointKey?: string; bytes: Buffer },
  now: Date,
): Promise<Photo> {
  const row = await appointmentForInspector(db, appointmentId, inspector);
  const inspection = await findInspection(db, row.id);
  if (!inspection) throw notFound('Start the inspection first.');
  if (inspection.status === 'submitted')
    throw conflict('SUBMITTED', SALE_MESSAGES.inspectionSubmitted);
  if (input.kind === 'defect' && (!input.checkpointKey || !findCheckpoint(input.checkpointKey))) {
    throw badRequest(SALE_MESSAGES.unknownCheckpoint, {
      checkpointKey: SALE_MESSAGES.unknownCheckpoint,
    });
  }
  if (input.bytes.length === 0) throw badRequest(SALE_MESSAGES.photoMissing);
  if (input.bytes.length > INSPECTION_PHOTO_MAX_BYTES) {
    throw new AppError(HTTP.PAYLOAD_TOO_LARGE, 'TOO_LARGE', SALE_MESSAGES.photoTooLarge);
  }
  if (!sniffImage(input.bytes)) {
    throw new AppError(
      HTTP.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_MEDIA_TYPE',
      SALE_MESSAGES.photoType,
    );
  }
  let encoded;
  try {
    encoded = await encodePhoto(input.bytes);
  } catch {
    throw new AppError(
      HTTP.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_MEDIA_TYPE',
      SALE_MESSAGES.photoType,
    );
  }
  const storageKey = randomBytes(16).toString('base64url');
  for (const variant of encoded)
    await storage.put(`${storageKey}/${variantFile(variant.width, variant.format)}`, variant.bytes);
  const widths = [...new Set(encoded.map((variant) => variant.width))];
  const formats = [...new Set(encoded.map((variant) => variant.format))];
  const [photo] = await queryRows<PhotoRow>(
    db,
    sql`insert into inspection_photos
          (appointment_id, kind, checkpoint_key, storage_key, widths, formats, original_bytes, created_at)
        values (${row.id}, ${input.kind}, ${input.kind === 'defect' ? input.checkpointKey! : null},
                ${storageKey}, ${`{${widths.join(',')}}`}::integer[], ${`{${formats.join(',')}}`}::text[],
                ${input.bytes.length}, ${now})
        returning id, kind, checkpoint_key, storage_key, widths, formats`,
  );
  return toPhoto(photo!);
}

/**
 * Submits: every checkpoint rated, odometer and VIN typed and photographed. Freezes the answers,
 * computes the offer with its deductions, marks the appointment inspected and opens round 1 of
 * the dealer auction, all in one transaction.
 */
export async function submitInspection(
  db: Database,
  events: AuctionEvents,
  appointmentId: string,
  inspector: Inspector,
  now: Date,
): Promise<InspectionView> {
  const row = await appointmentForInspector(db, appointmentId, inspector);
  const inspection = await findInspection(db, row.id);
  if (!inspection) throw notFound('Start the inspection first.');
  if (inspection.status === 'submitted')
    throw conflict('SUBMITTED', SALE_MESSAGES.inspectionSubmitted);
  const missing = INSPECTION_CHECKPOINTS.filter(
    (checkpoint) => !inspection.answers[checkpoint.key],
  );
  if (missing.length > 0) throw badRequest(SALE_MESSAGES.inspectionIncomplete(missing.length));
  if (inspection.odometer_km === null)
    throw badRequest(SALE_MESSAGES.odometerRequired, {
      odometerKm: SALE_MESSAGES.odometerRequired,
    });
  if (!inspection.vin || !VIN_PATTERN.test(inspection.vin))
    throw badRequest(SALE_MESSAGES.vinInvalid, { vin: SALE_MESSAGES.vinInvalid });
  const photos = await photosOf(db, row.id);
  if (!photos.some((photo) => photo.kind === 'odometer'))
    throw badRequest(SALE_MESSAGES.odometerPhotoRequired);
  if (!photos.some((photo) => photo.kind === 'vin'))
    throw badRequest(SALE_MESSAGES.vinPhotoRequired);

  const offer = computeOffer({
    estimatePaise: toNumber(row.indicative_price_paise),
    declaredKm: row.km_driven,
    odometerKm: inspection.odometer_km,
    answers: inspection.answers,
  });
  const auction = await db.transaction(async (tx) => {
    const frozen = await queryRows<{ appointment_id: string }>(
      tx as unknown as Database,
      sql`update inspections set status = 'submitted', submitted_at = ${now}, updated_at = ${now},
            offer_paise = ${offer.offerPaise}, deductions = ${JSON.stringify(offer.deductions)}::jsonb
          where appointment_id = ${row.id} and status = 'draft' returning appointment_id`,
    );
    if (frozen.length === 0) throw conflict('SUBMITTED', SALE_MESSAGES.inspectionSubmitted);
    await tx.execute(sql`update sell_appointments set status = 'completed', updated_at = ${now}
                         where id = ${row.id}`);
    await recordEvent(
      tx,
      row.id,
      'inspected',
      `Odometer ${inspection.odometer_km!.toLocaleString('en-IN')} km`,
      inspector.userId,
      now,
    );
    await recordEvent(
      tx,
      row.id,
      'report_ready',
      `${INSPECTION_CHECKPOINTS.length} checkpoints, ${photos.length} photos`,
      inspector.userId,
      now,
    );
    await recordEvent(tx, row.id, 'offer_made', formatMoney(paise(offer.offerPaise)), null, now);
    return startAuctionRound(
      tx,
      { appointmentRowId: row.id, cityId: row.city_id, offerPaise: offer.offerPaise, round: 1 },
      now,
    );
  });
  await events.publish({
    type: 'auction',
    auctionId: auction.id,
    appointmentId: row.appointment_id,
  });
  return getInspection(db, appointmentId, inspector);
}

/** The offer with each deduction's photo (the first defect photo of its checkpoint). */
export function offerOf(
  inspection: InspectionRow,
  photos: PhotoRow[],
  estimatePaise: number,
): Offer {
  const findings = (inspection.deductions ?? []) as Finding[];
  const submittedAt = new Date(inspection.submitted_at ?? Date.now());
  return {
    estimatePaise,
    deductions: findings.map((finding) => {
      const photo = photos.find((candidate) => candidate.checkpoint_key === finding.checkpointKey);
      return { ...finding, photo: photo ? toPhoto(photo) : null };
    }),
    totalDeductionPaise: findings.reduce((sum, finding) => sum + finding.amountPaise, 0),
    offerPaise: toNumber(inspection.offer_paise),
    validUntil: offerValidUntil(submittedAt).toISOString(),
  };
}

/** The report for the seller (token holder), a dealer of the city or the inspector. */
export async function inspectionReportOf(
  db: Database,
  row: StaffAppointmentRow,
): Promise<SaleInspectionReport> {
  const inspection = await findInspection(db, row.id);
  if (!inspection || inspection.status !== 'submitted') throw notFound(SALE_MESSAGES.notInspected);
  const photos = await photosOf(db, row.id);
  return {
    appointmentId: row.appointment_id,
    inspectedAt: new Date(inspection.submitted_at!).toISOString(),
    odometerKm: inspection.odometer_km ?? 0,
    declaredKm: row.km_driven,
    vin: inspection.vin ?? '',
    areas: INSPECTION_AREAS.map((area) => ({
      key: area.key,
      title: area.title,
      checkpoints: area.checkpoints.map((checkpoint) => {
        const answer = inspection.answers[checkpoint.key];
        return {
          key: checkpoint.key,
          label: checkpoint.label,
          rating: answer?.rating ?? 'na',
          note: answer?.note ?? null,
          photos: photos.filter((photo) => photo.checkpoint_key === checkpoint.key).map(toPhoto),
        };
      }),
    })),
    photos: photos.filter((photo) => photo.kind !== 'defect').map(toPhoto),
    offer: offerOf(inspection, photos, toNumber(row.indicative_price_paise)),
  };
}

export async function inspectionReportByToken(db: Database, token: string) {
  const row = await findStaffAppointmentByToken(db, token);
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  return inspectionReportOf(db, row);
}
