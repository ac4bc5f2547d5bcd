import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/env';

/**
 * PAN verification for the seller's KYC (issue 10, decision 0120): the provider answers whether
 * the PAN exists and the name it is registered to. A real adapter (an NSDL/Protean PAN
 * verification partner) implements the same call; only the sandbox exists so far.
 */
export interface PanCheckInput {
  pan: string;
  name: string;
  aadhaarLast4: string;
}
export type PanCheckResult =
  | { status: 'valid'; registeredName: string; reference: string }
  | { status: 'invalid'; reference: string };

export interface KycProvider {
  readonly name: 'sandbox' | 'unconfigured';
  checkPan(input: PanCheckInput): Promise<PanCheckResult>;
}

export class KycUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycUnavailableError';
  }
}

/**
 * The sandbox: PANs whose digits are 0000 do not exist; digits 1111 belong to "SUNITA DEVI" (to
 * try the name-mismatch path); any other PAN is registered to the name typed, in capitals.
 * Aadhaar last 4 of 0000 is refused as not linked. The reference is stable per PAN.
 */
export function createSandboxKyc(): KycProvider {
  return {
    name: 'sandbox',
    async checkPan({ pan, name, aadhaarLast4 }) {
      const reference = `KYC${createHash('sha256').update(pan).digest('hex').slice(0, 12).toUpperCase()}`;
      const digits = pan.slice(5, 9);
      if (digits === '0000' || aadhaarLast4 === '0000') return { status: 'invalid', reference };
      const registeredName = digits === '1111' ? 'SUNITA DEVI' : name.toUpperCase();
      return { status: 'valid', registeredName, reference };
    },
  };
}

/** The sandbox where sandbox providers are allowed; otherwise every check is "unavailable". */
export function createKycProvider(config: AppConfig): KycProvider {
  if (config.allowSandboxProviders) return createSandboxKyc();
  return {
    name: 'unconfigured',
    checkPan: async () => {
      throw new KycUnavailableError('No PAN verification provider is configured.');
    },
  };
}
