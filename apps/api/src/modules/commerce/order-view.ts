import {
  GST_RATE_PERCENT,
  orderPurchaseStatus,
  PURCHASE_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type ProductType,
  type PurchaseStatus,
} from '@carsetu/contracts';
import type { PaymentGateway } from '../../providers/payments';
import { productHandlerFor, type OrderItemRow, type OrderRow, type Tx } from './product-registry';

/** The reconciler's reason on an order whose payment was abandoned; such an order can be retried. */
export const PAYMENT_WINDOW_EXPIRED = 'The payment was not completed in time';

/** Failed, or abandoned until the payment window closed: the order may open a new attempt. */
export function isRetryableOrder(order: Pick<OrderRow, 'status' | 'failureReason'>): boolean {
  return (
    order.status === 'PAYMENT_FAILED' ||
    (order.status === 'CANCELLED' && order.failureReason === PAYMENT_WINDOW_EXPIRED)
  );
}

/** An order's own payment state; an abandoned one reads as failed, since it can be retried. */
function paymentStateOf(order: OrderRow): PurchaseStatus {
  return isRetryableOrder(order)
    ? 'payment-failed'
    : orderPurchaseStatus(order.status as OrderStatus);
}

/** The purchase status of each order: the product's own answer, else the payment state. */
export async function purchaseStatusesOf(
  db: Tx,
  orders: OrderRow[],
  items: Map<string, OrderItemRow[]>,
): Promise<Map<string, PurchaseStatus>> {
  const statuses = new Map<string, PurchaseStatus>();
  for (const order of orders) {
    const own = await productHandlerFor(order.productType).purchaseStatus?.(
      db,
      order,
      items.get(order.id) ?? [],
    );
    statuses.set(order.id, own ?? paymentStateOf(order));
  }
  return statuses;
}

/** The DTO every order call answers with; rows never leave the module. */
export function orderView(
  order: OrderRow,
  items: OrderItemRow[],
  gateway: PaymentGateway,
  purchaseStatus: PurchaseStatus = paymentStateOf(order),
): Order {
  const status = order.status as OrderStatus;
  return {
    orderNumber: order.orderNumber,
    productType: order.productType as ProductType,
    status,
    purchaseStatus,
    statusLabel: PURCHASE_STATUS_LABELS[purchaseStatus],
    // The product may have moved on (a car hold expired): then there is nothing left to pay for.
    canRetryPayment: isRetryableOrder(order) && purchaseStatus === 'payment-failed',
    items: items.map((item) => ({
      productType: item.productType as ProductType,
      productUniqueIdentifier: item.productUniqueIdentifier,
      title: item.title,
      amountPaise: item.amountPaise,
      metadata: item.metadata,
    })),
    priceBreakup: {
      itemsTotalPaise: order.itemsTotalPaise,
      convenienceFeePaise: order.convenienceFeePaise,
      gstPaise: order.gstPaise,
      gstRatePercent: GST_RATE_PERCENT,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      totalPaise: order.totalPaise,
    },
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    failureReason: order.failureReason,
    receiptAvailable: status === 'PAID',
    payment:
      order.gatewayOrderId && status === 'PAYMENT_PENDING'
        ? {
            gateway: order.gateway,
            gatewayOrderId: order.gatewayOrderId,
            checkoutUrl: gateway.checkoutUrl(order.gatewayOrderId, order.orderNumber),
          }
        : null,
  };
}
