import type { SalePayments } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import type { ClosingSale } from './closing-sale';
import { payoutsOf } from './payout.service';
import { openPickupOf } from './pickup.service';

type Queryable = Pick<Database, 'execute'>;

/** What the seller is paid and how: the payouts, the pickup deductions, whether the receipt is ready. */
export async function salePayments(db: Queryable, sale: ClosingSale): Promise<SalePayments | null> {
  const payouts = await payoutsOf(db, sale.id);
  if (payouts.length === 0) return null;
  const pickup = await openPickupOf(db, sale.id);
  const balance = payouts.find((payout) => payout.kind === 'balance');
  return {
    salePricePaise: sale.acceptedPricePaise,
    deductions: pickup?.qc?.deductions ?? [],
    payouts,
    paidPaise: payouts
      .filter((payout) => payout.status === 'paid')
      .reduce((sum, payout) => sum + payout.amountPaise, 0),
    receiptReady: balance?.status === 'paid',
  };
}
