/** One payout request (RazorpayX Payouts shape: fund account, amount, mode, reference). */
export interface PayoutRequest {
  /** Sent as the X-Payout-Idempotency header: the same key always yields the same payout. */
  idempotencyKey: string;
  amountPaise: number;
  beneficiaryName: string;
  accountNumber: string | null;
  ifsc: string | null;
  /** Our reference shown on the statement (the appointment id and kind). */
  referenceId: string;
  narration: string;
}

export interface ProviderPayout {
  id: string;
  status: 'processing' | 'processed' | 'failed';
  utr: string | null;
}

/** A webhook event after the provider's signature was checked. */
export interface PayoutWebhookEvent {
  eventId: string;
  event: 'payout.processed' | 'payout.failed' | 'payout.reversed' | 'payout.initiated';
  payoutId: string;
  utr: string | null;
  failureReason: string | null;
}

/** Pays money out to bank accounts. Implementations: the sandbox ledger and RazorpayX. */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'razorpayx';
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  /** Checks the signature over the exact raw body; null when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string, eventId: string): PayoutWebhookEvent | null;
}
