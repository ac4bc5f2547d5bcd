import { formatMoney, paise } from '@carsetu/contracts';
import { CLOSING_MESSAGES, INSPECTION_AREAS, type InspectionGroup } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { conflict, notFound } from '../../../lib/errors';
import { queryRows, toIso, toNumber } from '../../../lib/sql-rows';
import { photoUrl } from '../inspection/inspection.service';
import { recordEvent } from '../sale/timeline';
import { RETAIL_MARGIN } from './closing.constants';

const STATUS_OF = { good: 'ok', average: 'attention', poor: 'defect' } as const;
const SCORE_OF = { good: 5, average: 3, poor: 1 } as const;
type Rated = keyof typeof STATUS_OF;

/**
 * The seller's inspection as the buy catalogue shows it: areas become groups rated 1–5 (good 5,
 * average 3, poor 1; not-applicable checkpoints left out), the overall rating their mean.
 */
export function toListingReport(answers: Record<string, { rating?: string; note?: string }>) {
  const groups: InspectionGroup[] = [];
  for (const area of INSPECTION_AREAS) {
    const rated = area.checkpoints.filter((checkpoint) => {
      const rating = answers[checkpoint.key]?.rating;
      return rating === 'good' || rating === 'average' || rating === 'poor';
    });
    if (rated.length === 0) continue;
    const scores = rated.map((checkpoint) => SCORE_OF[answers[checkpoint.key]!.rating as Rated]);
    groups.push({
      group: area.title,
      rating: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
      checkpoints: rated.map((checkpoint) => ({
        name: checkpoint.label,
        status: STATUS_OF[answers[checkpoint.key]!.rating as Rated],
        note: answers[checkpoint.key]?.note ?? null,
      })),
    });
  }
  const overall = groups.length
    ? Math.round((groups.reduce((sum, group) => sum + group.rating, 0) / groups.length) * 10) / 10
    : 3;
  return { groups, overall };
}

/** Retail price: the accepted price plus the margin, rounded up to the next ₹1,000. */
export const retailPricePaise = (acceptedPaise: number) =>
  Math.ceil((acceptedPaise * (1 + RETAIL_MARGIN)) / 100_000) * 100_000;

export interface Refurbishing {
  appointmentId: string;
  car: string;
  registrationNumber: string;
  boughtAt: string;
  status: 'refurbishing' | 'listed';
  listingId: number | null;
  acceptedPricePaise: number;
}

/** Cars bought from sellers, newest first: those in refurbishment and those listed. */
export async function boughtCars(db: Database, cityId: number | null): Promise<Refurbishing[]> {
  const rows = await queryRows<{
    appointment_id: string;
    car: string;
    registration_number: string;
    bought_at: string | Date;
    status: Refurbishing['status'];
    listing_id: number | null;
    accepted_price_paise: string | number;
  }>(
    db,
    sql`select a.appointment_id, a.registration_number, r.bought_at, r.status, r.listing_id,
               a.accepted_price_paise, concat_ws(' ', a.year, mk.name, md.name, v.name) as car
        from sell_relistings r
        join sell_appointments a on a.id = r.appointment_id
        join makes mk on mk.id = a.make_id
        join models md on md.id = a.model_id
        join variants v on v.id = a.variant_id
        where ${cityId === null ? sql`true` : sql`a.city_id = ${cityId}`}
        order by r.bought_at desc limit 100`,
  );
  return rows.map((row) => ({
    appointmentId: row.appointment_id,
    car: row.car,
    registrationNumber: row.registration_number,
    boughtAt: toIso(row.bought_at),
    status: row.status,
    listingId: row.listing_id === null ? null : Number(row.listing_id),
    acceptedPricePaise: toNumber(row.accepted_price_paise),
  }));
}

/**
 * Refurbishment done: the bought car becomes a listing of the buy catalogue, with the seller's
 * inspection as its report and the inspection photos first in its gallery. Once per car.
 */
export async function listBoughtCar(
  db: Database,
  appointmentId: string,
  actorUserId: string,
  now: Date,
): Promise<{ listingId: number }> {
  const [car] = await queryRows<{
    id: string;
    status: string;
    make_id: number;
    model_id: number;
    variant_id: number;
    city_id: number;
    hub_id: number | null;
    year: number;
    km_driven: number;
    owners: number;
    registration_number: string;
    accepted_price_paise: string | number;
    body_type: string;
    fuel_type: string;
    transmission: string;
    seats: number;
    odometer_km: number | null;
    answers: Record<string, { rating?: string; note?: string }>;
    submitted_at: string | Date;
    colour: string | null;
  }>(
    db,
    sql`select a.id, r.status, a.make_id, a.model_id, a.variant_id, a.city_id,
               coalesce(a.branch_id, (select h.id from inventory_hubs h where h.city_id = a.city_id
                                      order by h.id limit 1)) as hub_id,
               a.year, a.km_driven, a.owners, a.registration_number, a.accepted_price_paise,
               md.body_type, md.seats, v.fuel_type, v.transmission, i.odometer_km, i.answers,
               i.submitted_at, q.answers ->> 'colour' as colour
        from sell_relistings r
        join sell_appointments a on a.id = r.appointment_id
        join models md on md.id = a.model_id
        join variants v on v.id = a.variant_id
        join inspections i on i.appointment_id = a.id
        left join sell_question_answers q on q.appointment_id = a.id
        where a.appointment_id = ${appointmentId}`,
  );
  if (!car) throw notFound(CLOSING_MESSAGES.notBought);
  if (car.status === 'listed') throw conflict('ALREADY_LISTED', CLOSING_MESSAGES.alreadyListed);
  const plate = car.registration_number.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const rto = /^([A-Z]{2})([0-9]{1,2})/.exec(plate);
  const stateCode = rto?.[1] ?? 'MH';
  const rtoCode = rto ? `${rto[1]}${rto[2]!.padStart(2, '0')}` : 'MH12';
  const report = toListingReport(car.answers ?? {});
  const price = retailPricePaise(toNumber(car.accepted_price_paise));
  const photos = await queryRows<{
    storage_key: string;
    kind: string;
    checkpoint_key: string | null;
  }>(
    db,
    sql`select storage_key, kind, checkpoint_key from inspection_photos
        where appointment_id = ${car.id} order by created_at`,
  );
  const listingId = await db.transaction(async (tx) => {
    const claimed = await queryRows<{ appointment_id: string }>(
      tx as unknown as Database,
      sql`update sell_relistings set status = 'listed', listed_at = ${now}
          where appointment_id = ${car.id} and status = 'refurbishing' returning appointment_id`,
    );
    if (claimed.length === 0) throw conflict('ALREADY_LISTED', CLOSING_MESSAGES.alreadyListed);
    const [listing] = await queryRows<{ id: number }>(
      tx as unknown as Database,
      sql`insert into listings (make_id, model_id, variant_id, city_id, hub_id, year, km_driven, price_paise,
                                original_price_paise, owners, colour, body_type, fuel_type, transmission, seats,
                                state_code, rto_code, status, quality_score, listed_at)
          values (${car.make_id}, ${car.model_id}, ${car.variant_id}, ${car.city_id}, ${car.hub_id},
                  ${car.year}, ${car.odometer_km ?? car.km_driven}, ${price}, ${price}, ${car.owners},
                  ${(car.colour ?? 'white').toLowerCase()}, ${car.body_type}, ${car.fuel_type},
                  ${car.transmission}, ${car.seats}, ${stateCode}, ${rtoCode}, 'available',
                  ${Math.round(40 + report.overall * 12)}, ${now})
          returning id`,
    );
    const id = Number(listing!.id);
    await tx.execute(sql`
      insert into listing_inspections (listing_id, overall_rating, report, features, inspected_at)
      values (${id}, ${report.overall}, ${JSON.stringify(report.groups)}::jsonb, '{}', ${car.submitted_at})`);
    let position = 0;
    for (const photo of photos) {
      const caption =
        photo.kind === 'odometer'
          ? 'Odometer at inspection'
          : photo.kind === 'vin'
            ? 'Chassis number plate'
            : `Inspection photo: ${photo.checkpoint_key ?? 'detail'}`;
      await tx.execute(sql`
        insert into listing_photos (listing_id, position, url, caption)
        values (${id}, ${position++}, ${photoUrl(photo.storage_key, 640)}, ${caption})`);
    }
    await tx.execute(
      sql`update sell_relistings set listing_id = ${id} where appointment_id = ${car.id}`,
    );
    await recordEvent(tx, car.id, 'listed_for_sale', formatMoney(paise(price)), actorUserId, now);
    return id;
  });
  return { listingId };
}
