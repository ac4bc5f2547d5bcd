/**
 * The payment gateway as commerce sees it. Two implementations: the sandbox (default; our own
 * hosted checkout page, signs like Razorpay) and Razorpay. Amounts are integer paise.
 */
export type GatewayName = 'sandbox' | 'razorpay';

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
}

/** A payment attempt as the gateway reports it (Razorpay's payment entity, in our naming). */
export interface GatewayPayment {
  id: string;
  gatewayOrderId: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  amountPaise: number;
  method: string | null;
  errorDescription: string | null;
}

/** What the browser brings back from a successful checkout (Razorpay's handler response). */
export interface SignedCheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder>;
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  refundPayment(paymentId: string, amountPaise: number): Promise<void>;
  /** Where the browser goes to pay for this order. */
  checkoutUrl(gatewayOrderId: string, orderNumber: string): string;
  /** HMAC-SHA256(key secret, `order_id|payment_id`), constant-time compare. */
  verifyCheckoutSignature(result: SignedCheckoutResult): boolean;
  /** HMAC-SHA256(webhook secret, raw body), constant-time compare. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}
