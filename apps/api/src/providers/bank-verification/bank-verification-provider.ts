/**
 * Penny-drop bank account verification (issue 10): ₹1 is credited to the account and the bank
 * answers with the name the account is registered to. Implementations: the sandbox (no money
 * moves; deterministic answers by account number) and RazorpayX fund-account validation.
 */
export interface BankAccountInput {
  accountNumber: string;
  ifsc: string;
  /** The name the seller typed; the bank's registered name is compared with it. */
  holderName: string;
}

export type PennyDropResult =
  | { status: 'valid'; registeredName: string; reference: string }
  | { status: 'invalid'; reason: string; reference: string };

export interface BankVerificationProvider {
  readonly name: 'sandbox' | 'razorpayx';
  verify(input: BankAccountInput): Promise<PennyDropResult>;
}

/** The provider could not answer (down, timeout): the caller answers 503 and stores nothing. */
export class BankVerificationUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BankVerificationUnavailableError';
  }
}
