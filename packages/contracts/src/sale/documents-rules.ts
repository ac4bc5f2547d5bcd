// Seller documents (issue 10, decision 0119): the constants and messages the browser needs too.
// Zod-free so the seller page's upload panel does not pull zod into its bundle.

/** The documents a seller uploads after accepting an offer. */
export const SELLER_DOCUMENT_TYPES = [
  'RC',
  'INSURANCE',
  'PAN',
  'ID_PROOF',
  'CANCELLED_CHEQUE',
] as const;
export type SellerDocumentType = (typeof SELLER_DOCUMENT_TYPES)[number];

/** Needed before pickup and payout; insurance is optional (decision 0119). */
export const REQUIRED_SELLER_DOCUMENTS: readonly SellerDocumentType[] = [
  'RC',
  'PAN',
  'ID_PROOF',
  'CANCELLED_CHEQUE',
];

export const SELLER_DOCUMENT_LABELS: Record<SellerDocumentType, string> = {
  RC: 'Registration certificate (RC)',
  INSURANCE: 'Insurance policy',
  PAN: 'PAN card',
  ID_PROOF: 'ID proof (Aadhaar, passport or driving licence)',
  CANCELLED_CHEQUE: 'Cancelled cheque',
};

/** One file may be at most this large (decision 0119). */
export const SELLER_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
/** At most this many files in one upload request. */
export const SELLER_DOCUMENT_MAX_FILES = 5;
/** A dms token is good for this long, and for one upload. */
export const DMS_TOKEN_TTL_SECONDS = 10 * 60;

export const SELLER_DOCUMENT_MESSAGES = {
  tooLarge: 'Each file must be 8 MB or smaller.',
  unsupported: 'Upload a JPEG, PNG or PDF file.',
  tooMany: 'Upload at most 5 files at a time.',
  noFiles: 'Choose at least one file to upload.',
  badType: 'Say which document each file is (RC, INSURANCE, PAN, ID_PROOF or CANCELLED_CHEQUE).',
  badToken: 'Your upload link has expired. Please try again.',
  notFound: 'We could not find this document.',
  notAccepted: 'Accept an offer first; then upload your documents.',
  rejectReason: 'Say why the document is rejected',
} as const;

export const SELLER_DOCUMENT_STATUSES = ['uploaded', 'verified', 'rejected'] as const;
export type SellerDocumentStatus = (typeof SELLER_DOCUMENT_STATUSES)[number];

/** What the upload answers, as the seller should read it (the page's XHR shows these). */
export function uploadErrorMessage(status: number, serverMessage?: string): string {
  if (status === 413) return SELLER_DOCUMENT_MESSAGES.tooLarge;
  if (status === 415) return SELLER_DOCUMENT_MESSAGES.unsupported;
  if (status === 401) return SELLER_DOCUMENT_MESSAGES.badToken;
  if (status === 0)
    return "Uh oh! We're having trouble connecting to the internet. Please check and try again";
  return serverMessage || 'The upload failed. Please try again.';
}

/** Checks a file in the browser before sending it (the server checks again, by its bytes). */
export function precheckDocumentFile(file: { size: number; type: string }): string | null {
  if (file.size === 0) return SELLER_DOCUMENT_MESSAGES.noFiles;
  if (file.size > SELLER_DOCUMENT_MAX_BYTES) return SELLER_DOCUMENT_MESSAGES.tooLarge;
  if (file.type && !['image/jpeg', 'image/png', 'application/pdf'].includes(file.type))
    return SELLER_DOCUMENT_MESSAGES.unsupported;
  return null;
}

/** Video-KYC ("party video") calls: half-hour slots, 10:00–19:00 India time, next 3 days. */
export const PARTY_VIDEO_SLOT_MINUTES = 30;
export const PARTY_VIDEO_FIRST_HOUR = 10;
export const PARTY_VIDEO_LAST_HOUR = 19;
export const PARTY_VIDEO_DAYS_AHEAD = 3;
/** A slot must start at least this long after booking, so an agent can be lined up. */
export const PARTY_VIDEO_LEAD_MINUTES = 60;

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The free video-KYC slots from `now` (ISO instants, India working hours). */
export function partyVideoSlots(now: Date): string[] {
  const slots: string[] = [];
  const earliest = now.getTime() + PARTY_VIDEO_LEAD_MINUTES * 60 * 1000;
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  for (let day = 0; day <= PARTY_VIDEO_DAYS_AHEAD; day += 1) {
    for (
      let minute = PARTY_VIDEO_FIRST_HOUR * 60;
      minute + PARTY_VIDEO_SLOT_MINUTES <= PARTY_VIDEO_LAST_HOUR * 60;
      minute += PARTY_VIDEO_SLOT_MINUTES
    ) {
      const at =
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day) +
        minute * 60 * 1000 -
        IST_OFFSET_MS;
      if (at >= earliest) slots.push(new Date(at).toISOString());
    }
  }
  return slots;
}
