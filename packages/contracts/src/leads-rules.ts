// Call-back rules without zod, so the frame's call-back form does not pull zod into every page.

/** Spec §2/§9: six call-back languages, Hindi the default. The values are the spec's words. */
export const CALLBACK_LANGUAGES = [
  'Hindi',
  'English',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const;
export type CallbackLanguage = (typeof CALLBACK_LANGUAGES)[number];
export const DEFAULT_CALLBACK_LANGUAGE: CallbackLanguage = 'Hindi';

/**
 * The spec leaves the reason's length open (docs/decisions/0071-call-back-leads.md): long enough
 * for a few sentences, short enough for an agent to read before dialling.
 */
export const CALLBACK_REASON_MAX_LENGTH = 500;
export const CALLBACK_REASON_TOO_LONG = `Reason can be at most ${CALLBACK_REASON_MAX_LENGTH} characters`;

/**
 * Lead statuses: a new request waits for an agent as NEW; the agent records CALLED (spoke to the
 * person), NOT_REACHABLE (no answer: the lead comes back in a later window) or CLOSED (done).
 */
export const LEAD_STATUSES = ['NEW', 'CALLED', 'NOT_REACHABLE', 'CLOSED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What an agent may set; NEW is only ever the starting state. */
export const LEAD_OUTCOMES = ['CALLED', 'NOT_REACHABLE', 'CLOSED'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CALLED: 'Called',
  NOT_REACHABLE: 'Not reachable',
  CLOSED: 'Closed',
};
/** Longest agent note on a lead. */
export const LEAD_NOTE_MAX_LENGTH = 1_000;
