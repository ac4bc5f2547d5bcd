import type {
  GatewayOrder,
  GatewayPayment,
  PaymentGateway,
  SignedCheckoutResult,
} from './payment-gateway';
import { toGatewayPayment, type RazorpayPaymentEntity } from './razorpay-webhook';
import { checkoutSignature, hmacSha256Hex, signaturesMatch } from './signatures';

export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
/** A hung gateway must not hang an order request. */
const RAZORPAY_TIMEOUT_MS = 10_000;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase?: string;
  /** Merchant page that opens Razorpay Checkout for an order (needs checkout.js). */
  checkoutPagePath: (orderNumber: string) => string;
}

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

/** The real gateway over Razorpay's REST API (Basic auth with key id and secret). */
export class RazorpayPaymentGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(private readonly config: RazorpayConfig) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    const response = await fetch(`${this.config.apiBase ?? RAZORPAY_API_BASE}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) {
      const description =
        (parsed as { error?: { description?: string } }).error?.description ?? response.statusText;
      throw new RazorpayError(response.status, `Razorpay ${method} ${path}: ${description}`);
    }
    return parsed as T;
  }

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const order = await this.call<{ id: string; amount: number; receipt: string }>(
      'POST',
      '/v1/orders',
      { amount: input.amountPaise, currency: 'INR', receipt: input.receipt },
    );
    return { id: order.id, amountPaise: order.amount, currency: 'INR', receipt: order.receipt };
  }

  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const list = await this.call<{ items: RazorpayPaymentEntity[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
    );
    return list.items.map(toGatewayPayment);
  }

  async refundPayment(paymentId: string, amountPaise: number): Promise<void> {
    await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
      amount: amountPaise,
    });
  }

  checkoutUrl(_gatewayOrderId: string, orderNumber: string): string {
    return this.config.checkoutPagePath(orderNumber);
  }

  verifyCheckoutSignature(result: SignedCheckoutResult): boolean {
    const expected = checkoutSignature(
      this.config.keySecret,
      result.razorpay_order_id,
      result.razorpay_payment_id,
    );
    return signaturesMatch(expected, result.razorpay_signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.config.webhookSecret, rawBody), signature);
  }
}
