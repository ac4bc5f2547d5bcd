import { z } from 'zod';
import { orderPurchaseStatus, PURCHASE_STATUS_LABELS, PURCHASE_STATUSES } from './purchase-status';

/** Everything CarSetu sells goes through one cart and order path (apps/api/src/modules/commerce). */
export const PRODUCT_TYPES = ['challan', 'car-booking', 'report'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** GST on fees and services in India (shared/data/india/formats.md). */
export const GST_RATE_PERCENT = 18;

export const ORDER_STATUSES = [
  'PAYMENT_PENDING',
  'PAID',
  'PAYMENT_FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Taken from the one purchase-status label map (decision 0141). */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, PURCHASE_STATUS_LABELS[orderPurchaseStatus(status)]]),
) as Record<OrderStatus, string>;

export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);

/** The spec's source header on the challan order call (spec §6). */
export const ORDER_SOURCES = ['web', 'm-web'] as const;
export const OrderSourceSchema = z.enum(ORDER_SOURCES);
export type OrderSource = z.infer<typeof OrderSourceSchema>;

export const PaiseSchema = z.number().int().nonnegative();

export const PriceBreakupSchema = z.object({
  itemsTotalPaise: PaiseSchema,
  convenienceFeePaise: PaiseSchema,
  gstPaise: PaiseSchema,
  gstRatePercent: z.number(),
  /** Rewards coupon discount on an order (decision 0128); totalPaise is after it. */
  discountPaise: PaiseSchema.optional(),
  couponCode: z.string().nullable().optional(),
  totalPaise: PaiseSchema,
});
export type PriceBreakup = z.infer<typeof PriceBreakupSchema>;

/** Pure: the breakup every page and the order use. GST is rounded to the paisa. */
export function priceBreakup(itemsTotalPaise: number, convenienceFeePaise: number): PriceBreakup {
  const gstPaise = Math.round((convenienceFeePaise * GST_RATE_PERCENT) / 100);
  return {
    itemsTotalPaise,
    convenienceFeePaise,
    gstPaise,
    gstRatePercent: GST_RATE_PERCENT,
    totalPaise: itemsTotalPaise + convenienceFeePaise + gstPaise,
  };
}

export const ProductUniqueIdentifierSchema = z
  .string()
  .trim()
  .min(1, { message: 'productUniqueIdentifier is required' })
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'productUniqueIdentifier has invalid characters' });

export const CartItemInputSchema = z.object({
  productType: ProductTypeSchema,
  productUniqueIdentifier: ProductUniqueIdentifierSchema,
});

export const CartItemSchema = z.object({
  productType: ProductTypeSchema,
  productUniqueIdentifier: z.string(),
  title: z.string(),
  amountPaise: PaiseSchema,
  metadata: z.record(z.string(), z.unknown()),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  priceBreakup: PriceBreakupSchema,
  /** Spec §3 my-challans state: true once the cart holds the most items one order may carry. */
  isMaxLimitReached: z.boolean(),
  maxItemsPerOrder: z.number().int().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const OrderItemSchema = z.object({
  productType: ProductTypeSchema,
  productUniqueIdentifier: z.string(),
  title: z.string(),
  amountPaise: PaiseSchema,
  metadata: z.record(z.string(), z.unknown()),
});

export const OrderSchema = z.object({
  orderNumber: z.string(),
  productType: ProductTypeSchema,
  status: OrderStatusSchema,
  /** The shared purchase status (decision 0141): for a car token it follows the booking. */
  purchaseStatus: PurchaseStatusSchema,
  /** Label of purchaseStatus, from the one label map. */
  statusLabel: z.string(),
  /** A failed or expired payment can start a new attempt (POST …/order/{orderNumber}/retry). */
  canRetryPayment: z.boolean(),
  items: z.array(OrderItemSchema),
  priceBreakup: PriceBreakupSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  receiptAvailable: z.boolean(),
  payment: z
    .object({
      gateway: z.string(),
      gatewayOrderId: z.string(),
      /** Where the browser goes to pay (our sandbox page, or the merchant page opening Razorpay). */
      checkoutUrl: z.string(),
    })
    .nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListFilterSchema = z.object({
  status: z.array(OrderStatusSchema).optional(),
  productType: z.array(ProductTypeSchema).optional(),
  /** Inclusive ISO dates (yyyy-mm-dd). */
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});
export type OrderListFilter = z.infer<typeof OrderListFilterSchema>;

export const ORDER_LIST_PAGE_SIZE = 20;

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OrderList = z.infer<typeof OrderListSchema>;
