import { createHash } from 'node:crypto';
import type { BankVerificationProvider } from './bank-verification-provider';

/**
 * The sandbox bank: no money moves. Accounts ending in 0000 do not exist; accounts ending in
 * 1111 belong to "SUNITA DEVI" (to try the name-mismatch path); any other account is registered
 * to the name typed, in capitals, as banks return it. The reference is stable per account.
 */
export function createSandboxPennyDrop(): BankVerificationProvider {
  return {
    name: 'sandbox',
    async verify({ accountNumber, ifsc, holderName }) {
      const reference = `SBX${createHash('sha256').update(`${ifsc}:${accountNumber}`).digest('hex').slice(0, 12).toUpperCase()}`;
      if (accountNumber.endsWith('0000')) {
        return {
          status: 'invalid',
          reason: 'No account with this number at this branch.',
          reference,
        };
      }
      const registeredName = accountNumber.endsWith('1111')
        ? 'SUNITA DEVI'
        : holderName.toUpperCase();
      return { status: 'valid', registeredName, reference };
    },
  };
}
