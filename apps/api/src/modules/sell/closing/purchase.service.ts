import { formatMoney, paise } from '@carsetu/contracts';
import { CLOSING_MESSAGES, type PurchaseRequest } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { queryRows, toIso, toNumber } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { recordEvent } from '../sale/timeline';
import { ownedAcceptedSale, type ClosingSale } from './closing-sale';
import { queuePayout, toSellerAccount } from './payout.service';
import { readinessOf, settle } from './readiness';

type Queryable = Pick<Database, 'execute'>;

interface RequestRow {
  status: PurchaseRequest['status'];
  shape_version: number;
  channel: PurchaseRequest['channel'];
  pickup_preference: PurchaseRequest['pickupPreference'];
  price_paise: string | number;
  requested_at: string | Date;
  initiated_at: string | Date | null;
  cancel_reason: string | null;
  offline_reference: string | null;
}

const toView = (row: RequestRow): PurchaseRequest => ({
  status: row.status,
  shapeVersion: Number(row.shape_version),
  channel: row.channel,
  pickupPreference: row.pickup_preference,
  pricePaise: toNumber(row.price_paise),
  requestedAt: toIso(row.requested_at),
  initiatedAt: row.initiated_at ? toIso(row.initiated_at) : null,
  cancelReason: row.cancel_reason,
  offlineReference: row.offline_reference,
});

export async function purchaseRequestOf(
  db: Queryable,
  appointmentRowId: string,
): Promise<PurchaseRequest | null> {
  const [row] = await queryRows<RequestRow>(
    db as Database,
    sql`select * from sell_purchase_requests where appointment_id = ${appointmentRowId}`,
  );
  return row ? toView(row) : null;
}

export interface PurchaseRequestInput {
  shapeVersion: 1 | 2 | 3;
  acceptedPrice: number;
  pickupPreference?: 'home' | 'branch';
}

/**
 * purchase-request (v1, v2, v3): the seller confirms the sale at the accepted price. The price
 * they saw must be the accepted one (a stale page cannot confirm another price). A cancelled
 * request can be made again; a live one answers 409.
 */
export async function createPurchaseRequest(
  db: Database,
  token: string,
  seller: SessionUser,
  input: PurchaseRequestInput,
  now: Date,
): Promise<PurchaseRequest> {
  const sale = await ownedAcceptedSale(db, token, seller);
  if (input.acceptedPrice * 100 !== sale.acceptedPricePaise) {
    throw badRequest(CLOSING_MESSAGES.priceChanged, {
      acceptedPrice: CLOSING_MESSAGES.priceChanged,
    });
  }
  const written = await queryRows<{ appointment_id: string }>(
    db,
    sql`insert into sell_purchase_requests (appointment_id, shape_version, status, pickup_preference,
                                            price_paise, requested_at)
        values (${sale.id}, ${input.shapeVersion}, 'requested', ${input.pickupPreference ?? 'home'},
                ${sale.acceptedPricePaise}, ${now})
        on conflict (appointment_id) do update set shape_version = excluded.shape_version,
          status = 'requested', pickup_preference = excluded.pickup_preference,
          price_paise = excluded.price_paise, requested_at = excluded.requested_at,
          cancel_reason = null, cancelled_at = null, initiated_at = null
        where sell_purchase_requests.status = 'cancelled'
        returning appointment_id`,
  );
  if (written.length === 0) throw conflict('ALREADY_REQUESTED', CLOSING_MESSAGES.alreadyRequested);
  await recordEvent(
    db,
    sale.id,
    'purchase_requested',
    formatMoney(paise(sale.acceptedPricePaise)),
    seller.userId,
    now,
  );
  // Ready already (account, documents, loan): start the purchase in the same call, so the
  // page makes one request; otherwise initiate-purchase-request-process starts it later.
  const ready = await readinessOf(db, sale.id);
  if (ready.bank && ready.documents && ready.loan) {
    return initiatePurchaseRequest(db, token, seller, now);
  }
  return (await purchaseRequestOf(db, sale.id))!;
}

/** The owner's sale and its live (not cancelled) purchase request, or 409. */
async function openRequestOf(db: Database, token: string, seller: SessionUser) {
  const sale = await ownedAcceptedSale(db, token, seller);
  const request = await purchaseRequestOf(db, sale.id);
  if (!request || request.status === 'cancelled') {
    throw conflict('NO_PURCHASE_REQUEST', CLOSING_MESSAGES.notRequested);
  }
  return { sale, request };
}

/**
 * initiate-purchase-request-process: with the account verified, the documents uploaded and the
 * loan declared, the request is initiated and the token amount is queued for payout, in one
 * transaction (the token is queued at most once: see queuePayout).
 */
export async function initiatePurchaseRequest(
  db: Database,
  token: string,
  seller: SessionUser,
  now: Date,
): Promise<PurchaseRequest> {
  const { sale, request } = await openRequestOf(db, token, seller);
  if (request.status !== 'requested') return request;
  const ready = await readinessOf(db, sale.id);
  if (!ready.bank) throw conflict('BANK_NOT_VERIFIED', CLOSING_MESSAGES.bankFirst);
  if (!ready.documents) throw conflict('DOCUMENTS_MISSING', CLOSING_MESSAGES.documentsFirst);
  if (!ready.loan) throw conflict('LOAN_NOT_DECLARED', CLOSING_MESSAGES.loanFirst);
  const split = settle(sale.acceptedPricePaise, ready.lender?.outstandingPaise ?? 0, 0);
  if (split.shortfallPaise > 0) {
    throw conflict(
      'LOAN_SHORTFALL',
      `The loan is ${formatMoney(paise(split.shortfallPaise))} more than the price. Please clear it with your lender first.`,
    );
  }
  await db.transaction(async (tx) => {
    const moved = await queryRows<{ appointment_id: string }>(
      tx as unknown as Database,
      sql`update sell_purchase_requests set status = 'initiated', initiated_at = ${now}
          where appointment_id = ${sale.id} and status = 'requested' returning appointment_id`,
    );
    if (moved.length === 0) return;
    await queuePayout(tx, sale.id, toSellerAccount('token', split.tokenPaise, ready.account!), now);
    await recordEvent(
      tx,
      sale.id,
      'purchase_initiated',
      `Token ${formatMoney(paise(split.tokenPaise))}`,
      seller.userId,
      now,
    );
  });
  return (await purchaseRequestOf(db, sale.id))!;
}

async function pickedUp(db: Queryable, appointmentRowId: string) {
  const rows = await queryRows<{ id: string }>(
    db as Database,
    sql`select id from sell_pickups where appointment_id = ${appointmentRowId} and status = 'proceeded'`,
  );
  return rows.length > 0;
}

/**
 * Cancels the sale before pickup (the seller changed their mind). An open pickup is cancelled
 * with it. A token already paid is owed back; the team calls about it (noted on the timeline).
 */
export async function cancelPurchase(
  db: Database,
  token: string,
  seller: SessionUser,
  reason: string,
  now: Date,
): Promise<PurchaseRequest> {
  const { sale, request } = await openRequestOf(db, token, seller);
  if (request.status === 'completed' || (await pickedUp(db, sale.id))) {
    throw conflict('ALREADY_PICKED_UP', CLOSING_MESSAGES.cannotCancel);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update sell_purchase_requests set status = 'cancelled', cancel_reason = ${reason}, cancelled_at = ${now}
      where appointment_id = ${sale.id}`);
    await tx.execute(sql`
      update sell_pickups set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = 'seller',
        updated_at = ${now}
      where appointment_id = ${sale.id} and status <> 'cancelled'`);
    await recordEvent(tx, sale.id, 'purchase_cancelled', reason, seller.userId, now);
  });
  return (await purchaseRequestOf(db, sale.id))!;
}

/**
 * offline-txn: a lead agent records a deal closed at a branch (the seller was paid there). The
 * request is completed as offline and the balance is recorded as paid at the branch, once.
 */
export async function recordOfflineDeal(
  db: Database,
  sale: ClosingSale,
  agentUserId: string,
  deal: { branch: string; reference: string; mode: string },
  now: Date,
): Promise<PurchaseRequest> {
  if (await pickedUp(db, sale.id)) {
    throw conflict('ALREADY_PICKED_UP', CLOSING_MESSAGES.offlineOnlyBeforePickup);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sell_purchase_requests (appointment_id, shape_version, status, channel, price_paise,
                                          offline_reference, offline_branch, requested_at, initiated_at, completed_at)
      values (${sale.id}, 1, 'completed', 'offline', ${sale.acceptedPricePaise}, ${deal.reference},
              ${deal.branch}, ${now}, ${now}, ${now})
      on conflict (appointment_id) do update set status = 'completed', channel = 'offline',
        offline_reference = excluded.offline_reference, offline_branch = excluded.offline_branch,
        completed_at = excluded.completed_at`);
    await queuePayout(
      tx,
      sale.id,
      {
        kind: 'balance',
        amountPaise: sale.acceptedPricePaise,
        beneficiaryName: sale.sellerName ?? 'Seller',
        accountNumber: null,
        ifsc: null,
        channel: 'branch',
      },
      now,
    );
    await recordEvent(
      tx,
      sale.id,
      'offline_deal',
      `${deal.branch}: ${deal.mode} ${deal.reference}`,
      agentUserId,
      now,
    );
  });
  const request = await purchaseRequestOf(db, sale.id);
  if (!request) throw notFound(CLOSING_MESSAGES.notRequested);
  return request;
}
