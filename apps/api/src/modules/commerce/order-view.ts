import {
  GST_RATE_PERCENT,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type ProductType,
} from '@carsetu/contracts';
import type { PaymentGateway } from '../../providers/payments';
import type { OrderItemRow, OrderRow } from './product-registry';

/** The DTO every order call answers with; rows never leave the module. */
export function orderView(order: OrderRow, items: OrderItemRow[], gateway: PaymentGateway): Order {
  const status = order.status as OrderStatus;
  return {
    orderNumber: order.orderNumber,
    productType: order.productType as ProductType,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
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
