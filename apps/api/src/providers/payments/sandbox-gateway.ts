import { randomBytes } from 'node:crypto';
import { asc, eq, schema, type Database } from '@carsetu/db';
import type {
  GatewayOrder,
  GatewayPayment,
  PaymentGateway,
  SignedCheckoutResult,
} from './payment-gateway';
import { toRazorpayPaymentEntity, type RazorpayWebhookBody } from './razorpay-webhook';
import { checkoutSignature, hmacSha256Hex, signaturesMatch } from './signatures';

/** Where the sandbox's hosted checkout page lives (a page of ours, labelled as the sandbox). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-gateway/checkout/';

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

/** A signed webhook ready to POST: the exact raw body and its headers. */
export interface SignedWebhook {
  rawBody: string;
  headers: { 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

export type SandboxOutcome = 'success' | 'failure';

export interface SandboxCheckoutResult {
  payment: GatewayPayment;
  /** What the browser brings back: a signed result on success, Razorpay's error shape on failure. */
  callback:
    | { kind: 'success'; result: SignedCheckoutResult }
    | {
        kind: 'failure';
        error: {
          code: string;
          description: string;
          metadata: { order_id: string; payment_id: string };
        };
      };
  webhooks: SignedWebhook[];
}

function gatewayId(prefix: string): string {
  // Razorpay ids are a prefix + 14 base62-ish characters; base64url is close enough.
  return `${prefix}_${randomBytes(11).toString('base64url').slice(0, 14)}`;
}

/**
 * A stand-in for Razorpay that behaves like it: orders, payment attempts (captured or failed),
 * checkout results signed with the key secret, webhooks signed over the raw body with the webhook
 * secret, payments listed per order, refunds. It keeps its own tables (sandbox_gateway_*).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly secrets: SandboxSecrets,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const id = gatewayId('order');
    await this.db.insert(schema.sandboxGatewayOrders).values({
      id,
      amountPaise: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      status: 'created',
    });
    return { id, amountPaise: input.amountPaise, currency: 'INR', receipt: input.receipt };
  }

  async getOrder(gatewayOrderId: string) {
    const [order] = await this.db
      .select()
      .from(schema.sandboxGatewayOrders)
      .where(eq(schema.sandboxGatewayOrders.id, gatewayOrderId));
    return order ?? null;
  }

  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db
      .select()
      .from(schema.sandboxGatewayPayments)
      .where(eq(schema.sandboxGatewayPayments.orderId, gatewayOrderId))
      .orderBy(asc(schema.sandboxGatewayPayments.createdAt));
    return rows.map((row) => ({
      id: row.id,
      gatewayOrderId: row.orderId,
      status: row.status as GatewayPayment['status'],
      amountPaise: row.amountPaise,
      method: row.method,
      errorDescription: row.errorDescription,
    }));
  }

  async refundPayment(paymentId: string): Promise<void> {
    await this.db
      .update(schema.sandboxGatewayPayments)
      .set({ status: 'refunded' })
      .where(eq(schema.sandboxGatewayPayments.id, paymentId));
  }

  checkoutUrl(gatewayOrderId: string): string {
    return `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(gatewayOrderId)}`;
  }

  verifyCheckoutSignature(result: SignedCheckoutResult): boolean {
    const expected = checkoutSignature(
      this.secrets.keySecret,
      result.razorpay_order_id,
      result.razorpay_payment_id,
    );
    return signaturesMatch(expected, result.razorpay_signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signaturesMatch(hmacSha256Hex(this.secrets.webhookSecret, rawBody), signature);
  }

  /**
   * What the hosted checkout page does when the payer picks an outcome: records the attempt,
   * returns the browser's callback and the webhooks the gateway would send.
   */
  async completeCheckout(
    gatewayOrderId: string,
    outcome: SandboxOutcome,
    method: string,
  ): Promise<SandboxCheckoutResult | null> {
    const order = await this.getOrder(gatewayOrderId);
    if (!order) return null;
    const payment: GatewayPayment = {
      id: gatewayId('pay'),
      gatewayOrderId,
      status: outcome === 'success' ? 'captured' : 'failed',
      amountPaise: order.amountPaise,
      method,
      errorDescription: outcome === 'success' ? null : 'Payment declined by the sandbox bank',
    };
    await this.db.insert(schema.sandboxGatewayPayments).values({
      id: payment.id,
      orderId: gatewayOrderId,
      status: payment.status,
      amountPaise: payment.amountPaise,
      method,
      errorCode: outcome === 'success' ? null : 'BAD_REQUEST_ERROR',
      errorDescription: payment.errorDescription,
    });
    await this.db
      .update(schema.sandboxGatewayOrders)
      .set({ status: outcome === 'success' ? 'paid' : 'attempted' })
      .where(eq(schema.sandboxGatewayOrders.id, gatewayOrderId));

    const webhooks =
      outcome === 'success'
        ? [this.signWebhook('payment.captured', payment), this.signWebhook('order.paid', payment)]
        : [this.signWebhook('payment.failed', payment)];
    return {
      payment,
      callback:
        outcome === 'success'
          ? {
              kind: 'success',
              result: {
                razorpay_order_id: gatewayOrderId,
                razorpay_payment_id: payment.id,
                razorpay_signature: checkoutSignature(
                  this.secrets.keySecret,
                  gatewayOrderId,
                  payment.id,
                ),
              },
            }
          : {
              kind: 'failure',
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: payment.errorDescription ?? 'Payment failed',
                metadata: { order_id: gatewayOrderId, payment_id: payment.id },
              },
            },
      webhooks,
    };
  }

  /** A webhook exactly as Razorpay would send it: body, signature over the raw body, event id. */
  signWebhook(event: string, payment: GatewayPayment): SignedWebhook {
    const body: RazorpayWebhookBody = {
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity: toRazorpayPaymentEntity(payment) } },
      created_at: Math.floor(Date.now() / 1000),
    };
    const rawBody = JSON.stringify(body);
    return {
      rawBody,
      headers: {
        'x-razorpay-signature': hmacSha256Hex(this.secrets.webhookSecret, rawBody),
        'x-razorpay-event-id': gatewayId('evt'),
      },
    };
  }
}
