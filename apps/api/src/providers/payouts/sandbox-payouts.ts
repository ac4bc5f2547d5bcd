import { randomBytes } from 'node:crypto';
import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../lib/sql-rows';
import { hmacSha256Hex, signaturesMatch } from '../payments/signatures';
import type {
  PayoutProvider,
  PayoutRequest,
  PayoutWebhookEvent,
  ProviderPayout,
} from './payout-provider';

/** A signed webhook ready to POST: the exact raw body and its headers. */
export interface SignedPayoutWebhook {
  rawBody: string;
  headers: { 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

interface SandboxRow {
  id: string;
  status: ProviderPayout['status'];
  utr: string | null;
}

/** The sandbox bank refuses credits to accounts ending in these digits (penny drop passes them). */
export const SANDBOX_PAYOUT_REFUSED_LAST4 = '2222';

const payoutId = () => `pout_${randomBytes(11).toString('base64url').slice(0, 14)}`;
const utr = () => `CSUTR${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * A stand-in for RazorpayX Payouts that behaves like it: a payout per idempotency key (a retry
 * with the same key gets the same payout, also after a restart: the ledger is a table), payouts
 * that settle a moment later, and webhooks signed over the raw body with the webhook secret.
 * An account number ending in 2222 is refused by the sandbox bank (to exercise failures).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
  ) {}

  async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
    await this.db.execute(sql`
      insert into sandbox_payouts (id, idempotency_key, amount_paise, account_last4, reference_id, status, created_at)
      values (${payoutId()}, ${request.idempotencyKey}, ${request.amountPaise},
              ${request.accountNumber?.slice(-4) ?? null}, ${request.referenceId}, 'processing', now())
      on conflict (idempotency_key) do nothing`);
    const [row] = await queryRows<SandboxRow>(
      this.db,
      sql`select id, status, utr from sandbox_payouts where idempotency_key = ${request.idempotencyKey}`,
    );
    return { id: row!.id, status: row!.status, utr: row!.utr };
  }

  /** How many payouts the sandbox holds for a key (tests: a retried payout is one payout). */
  async countFor(idempotencyKey: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from sandbox_payouts where idempotency_key = ${idempotencyKey}`,
    );
    return Number(row?.n ?? 0);
  }

  /** Settles payouts older than `olderThanMs` and returns the webhooks the bank would send. */
  async settleDue(now: Date, olderThanMs: number): Promise<SignedPayoutWebhook[]> {
    const due = await queryRows<{ id: string; account_last4: string | null }>(
      this.db,
      sql`select id, account_last4 from sandbox_payouts
          where status = 'processing' and created_at <= ${new Date(now.getTime() - olderThanMs)}
          order by created_at limit 50`,
    );
    const webhooks: SignedPayoutWebhook[] = [];
    for (const payout of due) {
      const failed = payout.account_last4 === SANDBOX_PAYOUT_REFUSED_LAST4;
      const reference = failed ? null : utr();
      const updated = await queryRows<{ id: string }>(
        this.db,
        sql`update sandbox_payouts set status = ${failed ? 'failed' : 'processed'}, utr = ${reference},
              settled_at = ${now} where id = ${payout.id} and status = 'processing' returning id`,
      );
      if (updated.length === 0) continue;
      webhooks.push(
        this.signWebhook(failed ? 'payout.failed' : 'payout.processed', payout.id, reference),
      );
    }
    return webhooks;
  }

  signWebhook(
    event: PayoutWebhookEvent['event'],
    id: string,
    reference: string | null,
    eventId = `evt_${randomBytes(10).toString('hex')}`,
  ): SignedPayoutWebhook {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: {
        payout: {
          entity: {
            id,
            entity: 'payout',
            status: event.slice('payout.'.length),
            utr: reference,
            failure_reason:
              event === 'payout.failed' ? 'Beneficiary bank declined the credit' : null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      rawBody,
      headers: {
        'x-razorpay-signature': hmacSha256Hex(this.webhookSecret, rawBody),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  parseWebhook(rawBody: Buffer, signature: string, eventId: string): PayoutWebhookEvent | null {
    return parseRazorpayXWebhook(this.webhookSecret, rawBody, signature, eventId);
  }
}

/** RazorpayX's webhook: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function parseRazorpayXWebhook(
  secret: string,
  rawBody: Buffer,
  signature: string,
  eventId: string,
): PayoutWebhookEvent | null {
  if (!signaturesMatch(hmacSha256Hex(secret, rawBody), signature)) return null;
  let body: {
    event?: string;
    payload?: {
      payout?: { entity?: { id?: string; utr?: string | null; failure_reason?: string | null } };
    };
  };
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const entity = body.payload?.payout?.entity;
  const events = ['payout.processed', 'payout.failed', 'payout.reversed', 'payout.initiated'];
  if (!entity?.id || !body.event || !events.includes(body.event)) return null;
  return {
    eventId,
    event: body.event as PayoutWebhookEvent['event'],
    payoutId: entity.id,
    utr: entity.utr ?? null,
    failureReason: entity.failure_reason ?? null,
  };
}
