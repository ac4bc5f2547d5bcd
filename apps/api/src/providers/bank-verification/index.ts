import type { AppConfig } from '../../config/env';
import type { BankVerificationProvider } from './bank-verification-provider';
import { createRazorpayXPennyDrop } from './razorpayx-penny-drop';
import { createSandboxPennyDrop } from './sandbox-penny-drop';

export * from './bank-verification-provider';

/** RazorpayX when its settings are present; the sandbox only where sandbox providers are allowed. */
export function createBankVerificationProvider(config: AppConfig): BankVerificationProvider {
  if (config.bankVerification) return createRazorpayXPennyDrop(config.bankVerification);
  if (!config.allowSandboxProviders) {
    return {
      name: 'razorpayx',
      verify: async () => {
        throw new Error('Bank verification is not configured (RAZORPAYX_* settings).');
      },
    };
  }
  return createSandboxPennyDrop();
}
