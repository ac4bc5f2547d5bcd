import { formatMoney, paise } from '@carsetu/contracts';
import type { Payout } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { queryRows, toIso, toNumber } from '../../../lib/sql-rows';
import type { PayoutProvider, PayoutWebhookEvent } from '../../../providers/payouts';
import { recordEvent } from '../sale/timeline';
import { PAYOUT_STUCK_AFTER_MS } from './closing.constants';

type Queryable = Pick<Database, 'execute'>;
export type PayoutKind = Payout['kind'];

export interface QueuedPayout {
  kind: PayoutKind;
  amountPaise: number;
  beneficiaryName: string;
  accountNumber: string | null;
  ifsc: string | null;
  channel?: 'bank' | 'branch';
}

interface PayoutRow {
  id: string;
  appointment_id: string;
  kind: PayoutKind;
  amount_paise: string | number;
  beneficiary_name: string;
  account_last4: string | null;
  ifsc: string | null;
  status: Payout['status'];
  channel: Payout['channel'];
  provider_reference: string | null;
  utr: string | null;
  paid_at: string | Date | null;
  generation: number;
}

/** A payout to the seller's verified account. */
export const toSellerAccount = (
  kind: PayoutKind,
  amountPaise: number,
  account: { holderName: string; accountNumber: string; ifsc: string },
): QueuedPayout => ({
  kind,
  amountPaise,
  beneficiaryName: account.holderName,
  accountNumber: account.accountNumber,
  ifsc: account.ifsc,
});

/**
 * Queues a payout inside the caller's transaction. The (appointment, kind) pair is unique, so a
 * retried request, a second click or a replayed job adds nothing: exactly one row per payout.
 * The full account number is not copied: dispatch reads it from the verified account.
 */
export async function queuePayout(
  tx: Queryable,
  appointmentRowId: string,
  payout: QueuedPayout,
  now: Date,
): Promise<void> {
  if (payout.amountPaise <= 0) return;
  const branch = payout.channel === 'branch';
  await tx.execute(sql`
    insert into sell_payouts (appointment_id, kind, amount_paise, beneficiary_name, account_last4,
                              ifsc, status, channel, paid_at, queued_at)
    values (${appointmentRowId}, ${payout.kind}, ${payout.amountPaise}, ${payout.beneficiaryName},
            ${payout.accountNumber?.slice(-4) ?? null}, ${payout.ifsc},
            ${branch ? 'paid' : 'queued'}, ${branch ? 'branch' : 'bank'}, ${branch ? now : null}, ${now})
    on conflict (appointment_id, kind) do nothing`);
}

const toPayout = (row: PayoutRow): Payout => ({
  kind: row.kind,
  amountPaise: toNumber(row.amount_paise),
  beneficiary: row.beneficiary_name,
  accountLast4: row.account_last4,
  status: row.status,
  channel: row.channel,
  reference: row.provider_reference,
  utr: row.utr,
  paidAt: row.paid_at ? toIso(row.paid_at) : null,
});

export async function payoutsOf(db: Queryable, appointmentRowId: string): Promise<Payout[]> {
  const rows = await queryRows<PayoutRow>(
    db as Database,
    sql`select * from sell_payouts where appointment_id = ${appointmentRowId}
        order by case kind when 'token' then 0 when 'lender' then 1 else 2 end`,
  );
  return rows.map(toPayout);
}

/** Where the money goes: the seller's verified account, or the lender's loan account. */
async function destinationOf(db: Queryable, row: PayoutRow) {
  if (row.kind === 'lender') {
    return { accountNumber: null, ifsc: null };
  }
  const [account] = await queryRows<{ account_number: string; ifsc: string }>(
    db as Database,
    sql`select account_number, ifsc from sell_bank_accounts where appointment_id = ${row.appointment_id}`,
  );
  return { accountNumber: account?.account_number ?? null, ifsc: account?.ifsc ?? null };
}

/**
 * Sends one queued (or failed, or stuck) payout to the provider. Only one caller can claim a
 * row (the conditional update); the payout id is the idempotency key, so a dispatch repeated
 * after a crash between the provider's answer and our write gets the same provider payout.
 */
export async function dispatchPayout(
  db: Database,
  provider: PayoutProvider,
  payoutId: string,
  now: Date,
): Promise<void> {
  const stuckBefore = new Date(now.getTime() - PAYOUT_STUCK_AFTER_MS);
  const [claimed] = await queryRows<PayoutRow>(
    db,
    sql`update sell_payouts set status = 'processing', attempts = attempts + 1, dispatched_at = ${now},
          generation = generation + (case when status = 'failed' then 1 else 0 end),
          provider_reference = case when status = 'failed' then null else provider_reference end,
          failure_reason = null
        where id = ${payoutId} and channel = 'bank'
          and (status in ('queued', 'failed')
               or (status = 'processing' and provider_reference is null and dispatched_at < ${stuckBefore}))
        returning *`,
  );
  if (!claimed) return;
  const appointment = await queryRows<{ appointment_id: string }>(
    db,
    sql`select appointment_id from sell_appointments where id = ${claimed.appointment_id}`,
  );
  const destination = await destinationOf(db, claimed);
  const answer = await provider.createPayout({
    idempotencyKey: `${claimed.id}.${claimed.generation}`,
    amountPaise: toNumber(claimed.amount_paise),
    beneficiaryName: claimed.beneficiary_name,
    accountNumber: destination.accountNumber,
    ifsc: destination.ifsc,
    referenceId: `${appointment[0]?.appointment_id ?? ''}-${claimed.kind}`,
    narration: `CarSetu car purchase ${claimed.kind}`,
  });
  await db.execute(
    sql`update sell_payouts set provider_reference = ${answer.id} where id = ${claimed.id}`,
  );
  if (answer.status !== 'processing') {
    await applyPayoutOutcome(db, answer.id, answer.status === 'processed', answer.utr, null, now);
  }
}

/** Dispatches every payout waiting to go (the job's run, and right after a payout is queued). */
export async function dispatchDuePayouts(db: Database, provider: PayoutProvider, now: Date) {
  const stuckBefore = new Date(now.getTime() - PAYOUT_STUCK_AFTER_MS);
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from sell_payouts where channel = 'bank' and (status = 'queued'
          or (status = 'processing' and provider_reference is null and dispatched_at < ${stuckBefore}))
        order by queued_at limit 50`,
  );
  for (const { id } of due) await dispatchPayout(db, provider, id, now);
}

const KIND_LABEL: Record<PayoutKind, string> = {
  token: 'Token amount',
  lender: 'Loan payoff to your lender',
  balance: 'Balance',
};

/**
 * Applies a provider outcome once. Paid is final: a late "failed" or a duplicate does nothing.
 * Returns whether the payout changed.
 */
async function applyPayoutOutcome(
  db: Database,
  providerReference: string,
  processed: boolean,
  utr: string | null,
  failureReason: string | null,
  now: Date,
): Promise<boolean> {
  const [row] = await queryRows<PayoutRow>(
    db,
    processed
      ? sql`update sell_payouts set status = 'paid', utr = ${utr}, paid_at = ${now}
            where provider_reference = ${providerReference} and status <> 'paid' returning *`
      : sql`update sell_payouts set status = 'failed', failure_reason = ${failureReason}
            where provider_reference = ${providerReference} and status = 'processing' returning *`,
  );
  if (!row) return false;
  if (processed) {
    await recordEvent(
      db,
      row.appointment_id,
      'payout_paid',
      `${KIND_LABEL[row.kind]}: ${formatMoney(paise(toNumber(row.amount_paise)))} (UTR ${utr ?? '—'})`,
      null,
      now,
    );
  }
  return true;
}

/**
 * A verified webhook event: recorded by its event id first, so a duplicate delivery (same id)
 * changes nothing even when it arrives concurrently with the first.
 */
export async function applyPayoutWebhook(
  db: Database,
  event: PayoutWebhookEvent,
  now: Date,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const inserted = await queryRows<{ event_id: string }>(
    db,
    sql`insert into sell_payout_webhook_events (event_id, provider_reference, event, received_at)
        values (${event.eventId}, ${event.payoutId}, ${event.event}, ${now})
        on conflict (event_id) do nothing returning event_id`,
  );
  if (inserted.length === 0) return 'duplicate';
  if (event.event === 'payout.processed') {
    return (await applyPayoutOutcome(db, event.payoutId, true, event.utr, null, now))
      ? 'applied'
      : 'ignored';
  }
  if (event.event === 'payout.failed' || event.event === 'payout.reversed') {
    return (await applyPayoutOutcome(db, event.payoutId, false, null, event.failureReason, now))
      ? 'applied'
      : 'ignored';
  }
  return 'ignored';
}

export async function payoutIdOf(db: Queryable, appointmentRowId: string, kind: PayoutKind) {
  const [row] = await queryRows<{ id: string }>(
    db as Database,
    sql`select id from sell_payouts where appointment_id = ${appointmentRowId} and kind = ${kind}`,
  );
  return row?.id ?? null;
}
