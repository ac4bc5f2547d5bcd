import { sql, type Database } from '@carsetu/db';
import {
  expiryStatus,
  formatCalendarDate,
  type PaperCheck,
  type PaperChecks,
} from '@carsetu/contracts';
import { istDate } from '../../lib/slot-days';
import { queryRows, toIso, type SqlFragment } from '../../lib/sql-rows';
import { lookupChallans, lookupHypothecation, lookupVehicleValidity } from '../challans';

/** The registry's answers are kept this long before a car is checked again (decision 0162). */
export const PAPER_CHECKS_TTL_MS = 24 * 60 * 60 * 1000;
/** Letters of a demo number plate (no I or O, as on real plates). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** What the registries answered for one car, as cached in listing_paper_checks. */
export interface PaperFacts {
  registrationNumber: string;
  pendingChallans: number;
  insuranceUpto: string;
  pucUpto: string | null;
  financer: string | null;
  checkedAt: string;
}

/**
 * A demo car has no number plate of its own: it gets a stable one in its RTO series (MH12 + two
 * letters + four digits from its id), so the sandboxed registries answer the same every time.
 */
export function demoRegistrationNumber(rtoCode: string, listingId: number): string {
  const letters =
    PLATE_LETTERS[listingId % PLATE_LETTERS.length]! +
    PLATE_LETTERS[Math.floor(listingId / PLATE_LETTERS.length) % PLATE_LETTERS.length]!;
  const digits = 1000 + ((listingId * 7919) % 9000);
  return `${rtoCode}${letters}${digits}`;
}

/** The four checks judged on `now`'s IST day; each failing check takes the badge away. */
export function judgePapers(facts: PaperFacts, now: Date): PaperChecks {
  const today = istDate(now);
  const insuranceValid = expiryStatus(facts.insuranceUpto, today) !== 'expired';
  const pucStatus = expiryStatus(facts.pucUpto, today);
  const checks: PaperCheck[] = [
    {
      key: 'challans',
      passed: facts.pendingChallans === 0,
      label: 'No pending challans',
      detail:
        facts.pendingChallans === 0
          ? 'None pending'
          : `${facts.pendingChallans} pending ${facts.pendingChallans === 1 ? 'challan' : 'challans'}`,
    },
    {
      key: 'insurance',
      passed: insuranceValid,
      label: 'Insurance valid',
      detail: `${insuranceValid ? 'Valid until' : 'Expired on'} ${formatCalendarDate(facts.insuranceUpto)}`,
    },
    {
      key: 'puc',
      passed: pucStatus !== 'expired',
      label: 'PUC valid',
      detail:
        facts.pucUpto === null
          ? 'Not needed for an electric car'
          : `${pucStatus === 'expired' ? 'Expired on' : 'Valid until'} ${formatCalendarDate(facts.pucUpto)}`,
    },
    {
      key: 'hypothecation',
      passed: facts.financer === null,
      label: 'No loan on the RC',
      detail: facts.financer === null ? 'No lender named' : `Hypothecated to ${facts.financer}`,
    },
  ];
  return { clean: checks.every((check) => check.passed), checkedAt: facts.checkedAt, checks };
}

/** A car's number plates and cached answers, as paperChecksFor reads them. */
export interface PaperRow {
  id: number;
  rto_code: string;
  own_number: string | null;
  registration_number: string | null;
  pending_challans: number | null;
  insurance_upto: string | null;
  puc_upto: string | null;
  financer: string | null;
  checked_at: string | Date | null;
}

/** Asks the registries about one car and caches the answers. */
async function refresh(db: Database, registrationNumber: string, listingId: number, now: Date) {
  const [challans, validity, hypothecation] = await Promise.all([
    lookupChallans(db, registrationNumber, now),
    lookupVehicleValidity(registrationNumber, now),
    lookupHypothecation(registrationNumber),
  ]);
  const facts: PaperFacts = {
    registrationNumber,
    pendingChallans: challans.pendingCount,
    insuranceUpto: validity.insuranceUpto,
    pucUpto: validity.pucUpto,
    financer: hypothecation.financer,
    checkedAt: now.toISOString(),
  };
  await db.execute(sql`
    insert into listing_paper_checks (listing_id, registration_number, pending_challans,
                                      insurance_upto, puc_upto, financer, checked_at)
    values (${listingId}, ${registrationNumber}, ${facts.pendingChallans}, ${facts.insuranceUpto},
            ${facts.pucUpto}, ${facts.financer}, ${now})
    on conflict (listing_id) do update set
      registration_number = excluded.registration_number, pending_challans = excluded.pending_challans,
      insurance_upto = excluded.insurance_upto, puc_upto = excluded.puc_upto,
      financer = excluded.financer, checked_at = excluded.checked_at`);
  return facts;
}

/**
 * The paper columns of listing `car` (a table alias) for a select list: its RTO, the seller's
 * number plate and the cached answers as one JSON array (`paper`, null when none). Both are
 * scalar subqueries, not joins: the search plans its page statement on every search, and fewer
 * joins plan faster (decisions 0188, 0190). Shared by paperChecksFor and the search's page
 * statement; paperRowOf reads them back.
 */
export function paperColumns(car: string): SqlFragment {
  return sql.raw(`${car}.rto_code,
               (select a.registration_number from sell_relistings r
                join sell_appointments a on a.id = r.appointment_id
                where r.listing_id = ${car}.id) as own_number,
               (select json_build_array(p.registration_number, p.pending_challans,
                                        to_char(p.insurance_upto, 'YYYY-MM-DD'),
                                        to_char(p.puc_upto, 'YYYY-MM-DD'), p.financer, p.checked_at)
                from listing_paper_checks p where p.listing_id = ${car}.id) as paper`);
}

/** The cached answers of paperColumns, in its order. */
export type PaperAnswers = [
  registrationNumber: string,
  pendingChallans: number,
  insuranceUpto: string,
  pucUpto: string | null,
  financer: string | null,
  checkedAt: string,
];

/** A row as paperColumns selects it, with the listing's id. */
export interface PaperColumnsRow {
  id: number;
  rto_code: string;
  own_number: string | null;
  paper: PaperAnswers | null;
}

/** A PaperRow from paperColumns' columns. */
export function paperRowOf(row: PaperColumnsRow): PaperRow {
  const paper = row.paper;
  return {
    id: row.id,
    rto_code: row.rto_code,
    own_number: row.own_number,
    registration_number: paper?.[0] ?? null,
    pending_challans: paper?.[1] ?? null,
    insurance_upto: paper?.[2] ?? null,
    puc_upto: paper?.[3] ?? null,
    financer: paper?.[4] ?? null,
    checked_at: paper?.[5] ?? null,
  };
}

/**
 * The paper checks of the given cars: cached answers younger than PAPER_CHECKS_TTL_MS, the
 * registries asked for the rest. A car bought from a seller uses its real number plate. A
 * registry failure leaves that car unchecked (no badge) rather than failing the page.
 */
export async function paperChecksFor(
  db: Database,
  listingIds: number[],
  now: Date,
): Promise<Map<number, PaperChecks>> {
  if (listingIds.length === 0) return new Map();
  const rows = await queryRows<PaperColumnsRow>(
    db,
    sql`select l.id, ${paperColumns('l')}
        from listings l
        where l.id in (${sql.join(
          listingIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return judgePaperRows(db, rows.map(paperRowOf), now);
}

/** The checks of cars read with paperColumns: from the cache while fresh, else the registries. */
export async function judgePaperRows(
  db: Database,
  rows: PaperRow[],
  now: Date,
): Promise<Map<number, PaperChecks>> {
  const result = new Map<number, PaperChecks>();
  for (const row of rows) {
    const id = Number(row.id);
    const registrationNumber =
      row.own_number?.toUpperCase().replace(/[^A-Z0-9]/g, '') ??
      demoRegistrationNumber(row.rto_code, id);
    const fresh =
      row.checked_at !== null &&
      row.registration_number === registrationNumber &&
      now.getTime() - new Date(row.checked_at).getTime() < PAPER_CHECKS_TTL_MS;
    try {
      const facts: PaperFacts = fresh
        ? {
            registrationNumber,
            pendingChallans: row.pending_challans!,
            insuranceUpto: row.insurance_upto!,
            pucUpto: row.puc_upto,
            financer: row.financer,
            checkedAt: toIso(row.checked_at),
          }
        : await refresh(db, registrationNumber, id, now);
      result.set(id, judgePapers(facts, now));
    } catch {
      // Unchecked: the card shows no badge and the car page says the check is unavailable.
    }
  }
  return result;
}
