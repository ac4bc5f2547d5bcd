import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayError, RazorpayPaymentGateway } from './razorpay-gateway';
import { checkoutSignature, hmacSha256Hex } from './signatures';

/** A local fake of Razorpay's REST API: just enough of orders, payments and refunds. */
interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}
const recorded: Recorded[] = [];
let server: Server;
let apiBase: string;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    recorded.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const { amount, receipt } = body as { amount: number; receipt: string };
      if (amount < 100) {
        response.statusCode = 400;
        return response.end(
          JSON.stringify({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Order amount less than minimum amount allowed',
            },
          }),
        );
      }
      return response.end(
        JSON.stringify({
          id: 'order_Fake0000000001',
          entity: 'order',
          amount,
          currency: 'INR',
          receipt,
          status: 'created',
        }),
      );
    }
    if (request.method === 'GET' && request.url === '/v1/orders/order_Fake0000000001/payments') {
      return response.end(
        JSON.stringify({
          entity: 'collection',
          count: 2,
          items: [
            {
              id: 'pay_Failed00000001',
              order_id: 'order_Fake0000000001',
              amount: 152950,
              currency: 'INR',
              status: 'failed',
              method: 'card',
              error_description: 'Card declined',
            },
            {
              id: 'pay_Capture0000001',
              order_id: 'order_Fake0000000001',
              amount: 152950,
              currency: 'INR',
              status: 'captured',
              method: 'upi',
            },
          ],
        }),
      );
    }
    if (request.method === 'POST' && request.url === '/v1/payments/pay_Capture0000001/refund') {
      return response.end(
        JSON.stringify({
          id: 'rfnd_Fake00000001',
          entity: 'refund',
          amount: (body as { amount: number }).amount,
        }),
      );
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () =>
  new RazorpayPaymentGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key_secret_for_tests',
    webhookSecret: 'webhook_secret_for_tests',
    apiBase,
    checkoutPagePath: (orderNumber) => `/pay/${orderNumber}`,
  });

describe('Razorpay adapter (against a local fake of its API)', () => {
  it('creates an order with Basic auth, amount in paise and our order number as receipt', async () => {
    const order = await gateway().createOrder({ amountPaise: 152_950, receipt: 'CS261121000001' });
    expect(order).toEqual({
      id: 'order_Fake0000000001',
      amountPaise: 152_950,
      currency: 'INR',
      receipt: 'CS261121000001',
    });
    const call = recorded.at(-1)!;
    expect(call.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:key_secret_for_tests').toString('base64')}`,
    );
    expect(call.body).toEqual({ amount: 152_950, currency: 'INR', receipt: 'CS261121000001' });
  });

  it("reports Razorpay's error description", async () => {
    await expect(
      gateway().createOrder({ amountPaise: 50, receipt: 'CS261121000002' }),
    ).rejects.toThrow(RazorpayError);
  });

  it("lists an order's payments in our shape and refunds one", async () => {
    const payments = await gateway().fetchOrderPayments('order_Fake0000000001');
    expect(payments.map((payment) => [payment.id, payment.status, payment.amountPaise])).toEqual([
      ['pay_Failed00000001', 'failed', 152_950],
      ['pay_Capture0000001', 'captured', 152_950],
    ]);
    expect(payments[0]!.errorDescription).toBe('Card declined');
    await gateway().refundPayment('pay_Capture0000001', 152_950);
    expect(recorded.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_Capture0000001/refund',
      body: { amount: 152_950 },
    });
  });

  it('verifies checkout and webhook signatures the way Razorpay computes them', () => {
    const signature = checkoutSignature(
      'key_secret_for_tests',
      'order_Fake0000000001',
      'pay_Capture0000001',
    );
    const result = {
      razorpay_order_id: 'order_Fake0000000001',
      razorpay_payment_id: 'pay_Capture0000001',
      razorpay_signature: signature,
    };
    expect(gateway().verifyCheckoutSignature(result)).toBe(true);
    expect(
      gateway().verifyCheckoutSignature({ ...result, razorpay_payment_id: 'pay_Other000000001' }),
    ).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(
      gateway().verifyWebhookSignature(body, hmacSha256Hex('webhook_secret_for_tests', body)),
    ).toBe(true);
    expect(
      gateway().verifyWebhookSignature(
        Buffer.from('{"event":"payment.failed"}'),
        hmacSha256Hex('webhook_secret_for_tests', body),
      ),
    ).toBe(false);
  });
});
