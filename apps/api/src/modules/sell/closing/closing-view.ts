import type { SaleClosing } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { ownedAcceptedSale } from './closing-sale';
import { salePayments } from './payments-view';
import { openPickupOf, toPickupView } from './pickup.service';
import { purchaseRequestOf } from './purchase.service';
import { rcTransferOf } from './rc-transfer.service';
import { readinessOf } from './readiness';

/** Everything after acceptance, for the seller's page: one call, one consistent picture. */
export async function saleClosing(
  db: Database,
  token: string,
  seller: SessionUser,
  now: Date,
): Promise<SaleClosing> {
  const sale = await ownedAcceptedSale(db, token, seller);
  const [purchaseRequest, pickup, payments, rcTransfer, ready, listed] = await Promise.all([
    purchaseRequestOf(db, sale.id),
    openPickupOf(db, sale.id),
    salePayments(db, sale),
    rcTransferOf(db, sale.id, now),
    readinessOf(db, sale.id),
    queryRows<{ listing_id: number | null; status: string }>(
      db,
      sql`select listing_id, status from sell_relistings where appointment_id = ${sale.id}`,
    ),
  ]);
  const relisting = listed[0];
  return {
    purchaseRequest,
    pickup: pickup ? toPickupView(pickup) : null,
    payments,
    rcTransfer,
    listed:
      relisting?.listing_id != null
        ? { listingId: Number(relisting.listing_id), status: relisting.status }
        : null,
    ready: { bank: ready.bank, documents: ready.documents, loan: ready.loan },
  };
}
