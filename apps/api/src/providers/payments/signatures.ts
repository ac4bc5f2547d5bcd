import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of two hex signatures (a length mismatch is simply false). */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}
