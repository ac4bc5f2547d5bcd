import { msg, type Translate } from '../../lib/i18n';

/*
 * Fixed texts the API and this journey's server code send to the page (challan status labels,
 * why a challan cannot be paid, refusals of a lookup or a checkout). They are translated where
 * shown only when they are exactly one of these; anything else (a message we do not know) is
 * shown as it came. api-texts.test.ts checks this list against the contracts' own constants.
 */
export const KNOWN_API_TEXTS: readonly string[] = [
  // CHALLAN_STATUS_LABELS (contracts)
  msg('Pending'),
  msg('Paid'),
  msg('Sent to court'),
  msg('Virtual court'),
  // Why a challan cannot be paid (api: challan-status.ts)
  msg('Already paid'),
  msg('Sent to court: pay it at the court hearing or on the virtual-court portal'),
  msg('In virtual court: pay it on the virtual-court portal'),
  // INVALID_REGISTRATION_MESSAGE (contracts)
  msg('Enter a valid registration number, for example MH12AB1234 or 22BH1234AA'),
  // LOOKUP_LIMIT_MESSAGE (api: lookup-limit.ts)
  msg('Too many vehicle lookups from your network. Please try again in an hour.'),
  // The checkout action (routes/traffic-challan._index/challan-checkout.server.ts)
  msg('Select at least one pending challan to pay.'),
  msg('Please log in to pay your challans.'),
  msg('This payment was already completed or closed. Search again to continue.'),
];

/** A known fixed text in the page's language; any other text as it came. */
export function translateKnown(t: Translate, text: string): string {
  return KNOWN_API_TEXTS.includes(text) ? t(text) : text;
}
