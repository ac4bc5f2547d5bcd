import {
  BankVerificationUnavailableError,
  type BankVerificationProvider,
} from './bank-verification-provider';

export interface RazorpayXSettings {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** The RazorpayX account the ₹1 is sent from. */
  sourceAccountNumber: string;
}

interface ValidationResponse {
  id: string;
  status: 'created' | 'completed' | 'failed';
  results?: { account_status?: 'active' | 'invalid' | null; registered_name?: string | null };
}

/**
 * RazorpayX fund-account validation (POST /v1/fund_accounts/validations with the bank account
 * inline). Razorpay may answer `created` and complete asynchronously; this adapter then reads
 * the validation again a few times before giving up with "unavailable".
 */
export function createRazorpayXPennyDrop(
  settings: RazorpayXSettings,
  fetchImpl: typeof fetch = fetch,
  pollDelayMs = 1_000,
): BankVerificationProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  async function call(path: string, init?: RequestInit): Promise<ValidationResponse> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}${path}`, {
        ...init,
        headers: { authorization: auth, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new BankVerificationUnavailableError('RazorpayX did not answer', { cause: error });
    }
    if (!response.ok)
      throw new BankVerificationUnavailableError(`RazorpayX answered ${response.status}`);
    return (await response.json()) as ValidationResponse;
  }
  return {
    name: 'razorpayx',
    async verify({ accountNumber, ifsc, holderName }) {
      let validation = await call('/v1/fund_accounts/validations', {
        method: 'POST',
        body: JSON.stringify({
          account_number: settings.sourceAccountNumber,
          fund_account: {
            account_type: 'bank_account',
            bank_account: { name: holderName, ifsc, account_number: accountNumber },
          },
          amount: 100,
          currency: 'INR',
        }),
      });
      for (let attempt = 0; validation.status === 'created' && attempt < 5; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, pollDelayMs));
        validation = await call(`/v1/fund_accounts/validations/${validation.id}`);
      }
      if (validation.status !== 'completed') {
        if (validation.status === 'failed')
          return {
            status: 'invalid',
            reason: 'The bank refused the test credit.',
            reference: validation.id,
          };
        throw new BankVerificationUnavailableError('RazorpayX validation still pending');
      }
      if (validation.results?.account_status !== 'active' || !validation.results.registered_name) {
        return {
          status: 'invalid',
          reason: 'No active account with this number at this branch.',
          reference: validation.id,
        };
      }
      return {
        status: 'valid',
        registeredName: validation.results.registered_name,
        reference: validation.id,
      };
    },
  };
}
