import { TIMELINE_STEPS, type TimelineEntry, type TimelineStepKind } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../../lib/sql-rows';

type Queryable = Pick<Database, 'execute'>;

/** Extra steps the seller sees on the timeline besides the main path. */
export type TimelineEventKind =
  | TimelineStepKind
  | 'rescheduled'
  | 'cancelled'
  | 'expected_price'
  | 'negotiation_asked'
  | 'negotiation_answered'
  | 'auction_closed'
  | 'auction_restarted'
  | 'declined'
  | 'flow_selected'
  | 'purchase_intent'
  | 'purchase_requested'
  | 'purchase_initiated'
  | 'purchase_cancelled'
  | 'offline_deal'
  | 'pickup_scheduled'
  | 'pickup_rescheduled'
  | 'pickup_cancelled'
  | 'picked_up'
  | 'payout_paid'
  | 'rc_transfer'
  | 'listed_for_sale';

/** Appends one step to the seller's timeline (inside the caller's transaction when given one). */
export async function recordEvent(
  db: Queryable,
  appointmentRowId: string,
  kind: TimelineEventKind,
  detail: string | null,
  actorUserId: string | null,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    insert into sell_appointment_events (appointment_id, kind, detail, actor_user_id, created_at)
    values (${appointmentRowId}, ${kind}, ${JSON.stringify({ text: detail })}::jsonb,
            ${actorUserId}, ${at})`);
}

interface EventRow {
  kind: string;
  detail: { text: string | null };
  created_at: string | Date;
}

const EXTRA_LABELS: Record<string, string> = {
  rescheduled: 'Inspection rescheduled',
  cancelled: 'Appointment cancelled',
  expected_price: 'You named your expected price',
  negotiation_asked: 'You asked the dealer for a better price',
  negotiation_answered: 'The dealer answered your price request',
  auction_closed: 'Auction closed',
  auction_restarted: 'Auction restarted',
  declined: 'You declined the offers',
  flow_selected: 'You chose how to sell',
  purchase_intent: 'You told us you want to sell',
  purchase_requested: 'You confirmed the sale',
  purchase_initiated: 'Sale confirmed, token amount on its way',
  purchase_cancelled: 'Sale cancelled',
  offline_deal: 'Deal closed at a CarSetu branch',
  pickup_scheduled: 'Pickup booked',
  pickup_rescheduled: 'Pickup rescheduled',
  pickup_cancelled: 'Pickup cancelled',
  picked_up: 'Car picked up',
  payout_paid: 'Money paid',
  rc_transfer: 'RC transfer update',
  listed_for_sale: 'Your old car is on sale on CarSetu',
};

/**
 * The main path (booked → … → accepted) with the time each step happened, then every other
 * step in order. A step of the path is done when its event exists; the stage is the last one.
 */
export async function buildTimeline(
  db: Database,
  appointmentRowId: string,
  bookedAt: Date,
): Promise<{ stage: string; entries: TimelineEntry[]; history: TimelineEntry[] }> {
  const rows = await queryRows<EventRow>(
    db,
    sql`select kind, detail, created_at from sell_appointment_events
        where appointment_id = ${appointmentRowId} order by id`,
  );
  const latest = new Map<string, EventRow>();
  for (const row of rows) latest.set(row.kind, row);
  const entries: TimelineEntry[] = TIMELINE_STEPS.map((step) => {
    const row = latest.get(step.kind);
    const at = step.kind === 'booked' ? (row?.created_at ?? bookedAt) : row?.created_at;
    return {
      kind: step.kind,
      label: step.label,
      at: at ? new Date(at).toISOString() : null,
      done: step.kind === 'booked' || Boolean(row),
      detail: row?.detail?.text ?? null,
    };
  });
  const history = rows.map((row) => ({
    kind: row.kind,
    label:
      TIMELINE_STEPS.find((step) => step.kind === row.kind)?.label ??
      EXTRA_LABELS[row.kind] ??
      row.kind,
    at: new Date(row.created_at).toISOString(),
    done: true,
    detail: row.detail?.text ?? null,
  }));
  const cancelled = latest.has('cancelled');
  const stage = cancelled ? 'cancelled' : [...entries].reverse().find((entry) => entry.done)!.kind;
  return { stage, entries, history };
}
