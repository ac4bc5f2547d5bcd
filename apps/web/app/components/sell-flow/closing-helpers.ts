import {
  REQUIRED_SELLER_DOCUMENTS,
  SELLER_DOCUMENT_TYPES,
  type SellerDocumentStatus,
  type SellerDocumentType,
} from '@carsetu/contracts';
import { msg } from '../../lib/i18n';

// Pure rules of the seller's "Complete your sale" panels (zod-free: the browser runs them).

/** The form intents the closing panels post to the appointment page's action. */
export const CLOSING_INTENTS = [
  'bank-verify',
  'bank-mismatch-confirm',
  'loan-details',
  'kyc-verify',
  'credit-consent',
  'party-video',
] as const;
export type ClosingIntent = (typeof CLOSING_INTENTS)[number];
export const isClosingIntent = (intent: string): intent is ClosingIntent =>
  (CLOSING_INTENTS as readonly string[]).includes(intent);

export const CLOSING_NOTICES: Record<ClosingIntent | 'upload-documents', string> = {
  'bank-verify': msg('We checked your bank account.'),
  'bank-mismatch-confirm': msg('Thanks. We will pay this account.'),
  'loan-details': msg('Your loan details are saved.'),
  'upload-documents': msg('Your documents are uploaded.'),
  'kyc-verify': msg('We checked your PAN.'),
  'credit-consent': msg('Thanks. We will use your credit report only for loan offers.'),
  'party-video': msg('Your video KYC call is booked.'),
};

export const ACCOUNT_MISMATCH_MESSAGE = 'The two account numbers do not match';

/** The bank form's own check before the API: the account number typed twice must agree. */
export function bankFormProblems(form: {
  accountNumber: string;
  confirmAccountNumber: string;
}): Record<string, string> {
  const account = form.accountNumber.replace(/\s/g, '');
  const confirm = form.confirmAccountNumber.replace(/\s/g, '');
  return account === confirm ? {} : { confirmAccountNumber: ACCOUNT_MISMATCH_MESSAGE };
}

/** Rupees as the seller may type them ("3,50,000", "₹ 350000") → a whole number or NaN. */
export function rupeesFromInput(value: string): number {
  const cleaned = value.replace(/[,\s₹]/g, '');
  return /^[0-9]{1,10}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const DOCUMENT_STATUS_LABELS: Record<SellerDocumentStatus, string> = {
  uploaded: msg('Uploaded, being checked'),
  verified: msg('Verified'),
  rejected: msg('Rejected'),
};

/** Types in the order the panel lists them: required first, then optional ones. */
export function documentTypesInOrder(): { type: SellerDocumentType; required: boolean }[] {
  return [
    ...REQUIRED_SELLER_DOCUMENTS.map((type) => ({ type, required: true })),
    ...SELLER_DOCUMENT_TYPES.filter((type) => !REQUIRED_SELLER_DOCUMENTS.includes(type)).map(
      (type) => ({ type, required: false }),
    ),
  ];
}
