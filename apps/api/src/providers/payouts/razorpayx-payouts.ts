import type { PayoutProvider, PayoutRequest, ProviderPayout } from './payout-provider';
import { parseRazorpayXWebhook } from './sandbox-payouts';

export interface RazorpayXPayoutSettings {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  baseUrl?: string;
}

/**
 * RazorpayX Payouts (composite API: contact + fund account + payout in one call). The
 * X-Payout-Idempotency header makes a retried request return the first payout.
 */
export function createRazorpayXPayouts(settings: RazorpayXPayoutSettings): PayoutProvider {
  const baseUrl = settings.baseUrl ?? 'https://api.razorpay.com/v1';
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpayx',
    async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
      const response = await fetch(`${baseUrl}/payouts`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'x-payout-idempotency': request.idempotencyKey,
        },
        body: JSON.stringify({
          account_number: settings.accountNumber,
          amount: request.amountPaise,
          currency: 'INR',
          mode: 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.referenceId,
          narration: request.narration.slice(0, 30),
          fund_account: {
            account_type: 'bank_account',
            bank_account: {
              name: request.beneficiaryName,
              ifsc: request.ifsc,
              account_number: request.accountNumber,
            },
            contact: { name: request.beneficiaryName, type: 'vendor' },
          },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`RazorpayX payout failed: HTTP ${response.status}`);
      const body = (await response.json()) as { id: string; status: string; utr: string | null };
      const status =
        body.status === 'processed'
          ? 'processed'
          : body.status === 'failed' || body.status === 'rejected' || body.status === 'reversed'
            ? 'failed'
            : 'processing';
      return { id: body.id, status, utr: body.utr ?? null };
    },
    parseWebhook: (rawBody, signature, eventId) =>
      parseRazorpayXWebhook(settings.webhookSecret, rawBody, signature, eventId),
  };
}
