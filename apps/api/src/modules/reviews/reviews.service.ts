import {
  REVIEW_MESSAGES,
  REVIEWS_PER_USER_PER_DAY,
  type CreateReviewBody,
  type ModerationItem,
  type PublicReview,
  type Reviewable,
  type ReviewListResponse,
  type ReviewTransactionKind,
} from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { conflict, notFound, tooManyRequests } from '../../lib/errors';
import { IST_DAY_WINDOW, windowBounds } from '../../lib/rate-limit';
import { queryRows, toIso } from '../../lib/sql-rows';

interface ReviewRow {
  id: number;
  name: string | null;
  city: string | null;
  rating: number;
  body: string;
  transaction_kind: ReviewTransactionKind;
  transaction_ref: string;
  status: ModerationItem['status'];
  created_at: string | Date;
}

/** "Meera Joshi" → "Meera J."; no name → "CarSetu customer". Never the phone. */
export function publicName(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'CarSetu customer';
  return words.length === 1
    ? words[0]!
    : `${words[0]} ${words[words.length - 1]![0]!.toUpperCase()}.`;
}

const toPublic = (row: ReviewRow): PublicReview => ({
  id: Number(row.id),
  author: publicName(row.name),
  city: row.city,
  rating: Number(row.rating),
  body: row.body,
  kind: row.transaction_kind,
  createdAt: toIso(row.created_at),
});

const reviewColumns = sql`r.id, u.name, r.city, r.rating, r.body, r.transaction_kind,
  r.transaction_ref, r.status, r.created_at`;

/** Published reviews, newest first, with the average and the star distribution of all of them. */
export async function listReviews(
  db: Database,
  page: number,
  size: number,
): Promise<ReviewListResponse> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from customer_reviews r join users u on u.id = r.user_id
        where r.status = 'approved' order by r.created_at desc, r.id desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  const stars = await queryRows<{ rating: number; n: number }>(
    db,
    sql`select rating, count(*)::int as n from customer_reviews where status = 'approved' group by rating`,
  );
  const distribution = [1, 2, 3, 4, 5].map((rating) =>
    Number(stars.find((row) => Number(row.rating) === rating)?.n ?? 0),
  );
  const count = distribution.reduce((a, b) => a + b, 0);
  const average = count
    ? Math.round((distribution.reduce((sum, n, i) => sum + n * (i + 1), 0) / count) * 10) / 10
    : null;
  return { data: rows.map(toPublic), page, size, summary: { count, average, distribution } };
}

/**
 * What the user may review: their paid challan orders and their sold cars (picked up), minus
 * those already reviewed. The same query decides whether a create is allowed.
 */
export async function reviewableOf(db: Database, userId: string): Promise<Reviewable[]> {
  const rows = await queryRows<{
    kind: ReviewTransactionKind;
    ref: string;
    label: string;
    completed_at: string | Date;
    city: string | null;
  }>(
    db,
    sql`select * from (
          select 'challan_order' as kind, o.order_number as ref,
                 'Challan payment, order ' || o.order_number as label, o.paid_at as completed_at,
                 null::text as city
          from orders o where o.user_id = ${userId} and o.status = 'PAID' and o.product_type = 'challan'
          union all
          select 'car_sale', a.appointment_id, 'Sold your ' || mk.name || ' ' || md.name, p.completed_at, c.name
          from sell_purchase_requests p
          join sell_appointments a on a.id = p.appointment_id
          join makes mk on mk.id = a.make_id
          join models md on md.id = a.model_id
          join cities c on c.id = a.city_id
          where a.user_id = ${userId} and p.status = 'completed'
          union all
          select 'car_booking', b.id::text, 'Reserved your ' || mk.name || ' ' || md.name, b.updated_at, c.name
          from bookings b
          join listings l on l.id = b.listing_id
          join makes mk on mk.id = l.make_id
          join models md on md.id = l.model_id
          join cities c on c.id = l.city_id
          where b.user_id = ${userId} and b.status = 'reserved'
        ) t
        where not exists (select 1 from customer_reviews r where r.user_id = ${userId}
                          and r.transaction_kind = t.kind and r.transaction_ref = t.ref)
        order by completed_at desc limit 20`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    ref: row.ref,
    label: row.label,
    completedAt: toIso(row.completed_at),
  }));
}

/** POST customer-reviews/create: one review per completed transaction, held for moderation. */
export async function createReview(
  db: Database,
  userId: string,
  body: CreateReviewBody,
  now: Date,
) {
  const [eligible] = await queryRows<{ city: string | null }>(
    db,
    body.transactionKind === 'challan_order'
      ? sql`select null::text as city from orders where user_id = ${userId}
            and order_number = ${body.transactionRef} and status = 'PAID' and product_type = 'challan'`
      : body.transactionKind === 'car_booking'
        ? sql`select c.name as city from bookings b
              join listings l on l.id = b.listing_id join cities c on c.id = l.city_id
              where b.user_id = ${userId} and b.id::text = ${body.transactionRef} and b.status = 'reserved'`
        : sql`select c.name as city from sell_purchase_requests p
              join sell_appointments a on a.id = p.appointment_id join cities c on c.id = a.city_id
              where a.user_id = ${userId} and a.appointment_id = ${body.transactionRef} and p.status = 'completed'`,
  );
  if (!eligible) throw conflict('NOT_ELIGIBLE', REVIEW_MESSAGES.notEligible);
  const { start: dayStart } = windowBounds(IST_DAY_WINDOW, now);
  const [today] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_reviews
        where user_id = ${userId} and created_at >= ${dayStart}`,
  );
  if (Number(today?.n ?? 0) >= REVIEWS_PER_USER_PER_DAY) {
    throw tooManyRequests(REVIEW_MESSAGES.dailyLimit);
  }
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into customer_reviews (user_id, transaction_kind, transaction_ref, rating, body, city, created_at)
          values (${userId}, ${body.transactionKind}, ${body.transactionRef}, ${body.rating}, ${body.body},
                  ${eligible.city}, ${now})
          returning id`,
    );
    return { id: Number(row!.id), status: 'pending' as const, message: REVIEW_MESSAGES.submitted };
  } catch (error) {
    if (uniqueViolationConstraint(error))
      throw conflict('ALREADY_REVIEWED', REVIEW_MESSAGES.duplicate);
    throw error;
  }
}

/** The moderation queue: pending first (oldest first), then the latest decisions. */
export async function moderationQueue(db: Database): Promise<ModerationItem[]> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from customer_reviews r join users u on u.id = r.user_id
        order by (r.status <> 'pending'), case when r.status = 'pending' then r.created_at end,
                 r.moderated_at desc nulls last
        limit 100`,
  );
  return rows.map((row) => ({
    ...toPublic(row),
    status: row.status,
    transactionRef: row.transaction_ref,
  }));
}

export async function moderateReview(
  db: Database,
  id: number,
  staffUserId: string,
  decision: { decision: 'approve' | 'reject'; reason?: string },
  now: Date,
) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update customer_reviews set status = ${decision.decision === 'approve' ? 'approved' : 'rejected'},
          reject_reason = ${decision.decision === 'reject' ? (decision.reason ?? null) : null},
          moderated_by = ${staffUserId}, moderated_at = ${now}
        where id = ${id} returning id`,
  );
  if (rows.length === 0) throw notFound('We could not find this review.');
}
