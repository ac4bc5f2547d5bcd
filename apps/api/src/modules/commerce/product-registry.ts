import type { ProductType, PurchaseStatus } from '@carsetu/contracts';
import type { schema } from '@carsetu/db';
import { type Database } from '@carsetu/db';
import { badRequest } from '../../lib/errors';

/** A transaction handle or the database: handlers must use what they are given. */
export type Tx = Database;

export interface ResolvedItem {
  title: string;
  amountPaise: number;
  metadata: Record<string, unknown>;
}

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderItemRow = typeof schema.orderItems.$inferSelect;

/**
 * How commerce sells one product type. Commerce owns money, orders and payments; the handler owns
 * what the product is, what it costs now, and what "paid" means for it.
 */
export interface ProductHandler {
  productType: ProductType;
  /** Most items of this type one cart/order may carry (null: no limit). */
  maxItemsPerOrder: number | null;
  /** Convenience fee in paise for an order of these items; GST is added by commerce. */
  convenienceFeePaise(items: ResolvedItem[]): number;
  /** Current title and amount of an item; throw an AppError when it cannot be bought. */
  resolveItem(
    tx: Tx,
    input: { userId: string; productUniqueIdentifier: string },
  ): Promise<ResolvedItem>;
  /** Runs inside the transaction that marks the order PAID, exactly once per order. */
  onOrderPaid?(tx: Tx, order: OrderRow, items: OrderItemRow[]): Promise<void>;
  /**
   * Runs inside the transaction that opens a new payment attempt on a failed order (decision
   * 0140), after resolveItem said the items can still be bought (e.g. extend a hold).
   */
  onPaymentRetry?(tx: Tx, order: OrderRow, items: OrderItemRow[]): Promise<void>;
  /**
   * The shared purchase status when the product's own state decides it (a car token follows its
   * booking); commerce falls back to the order's payment state (decision 0141).
   */
  purchaseStatus?(db: Tx, order: OrderRow, items: OrderItemRow[]): Promise<PurchaseStatus | null>;
}

const handlers = new Map<ProductType, ProductHandler>();

export function registerProductHandler(handler: ProductHandler): void {
  handlers.set(handler.productType, handler);
}

export function productHandlerFor(productType: string): ProductHandler {
  const handler = handlers.get(productType as ProductType);
  if (!handler) throw badRequest(`Products of type '${productType}' cannot be bought yet`);
  return handler;
}
