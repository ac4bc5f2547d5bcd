import { msg, useT } from '../../lib/i18n';

/*
 * Fixed English texts of the sell journey that reach the page from @carsetu/contracts or from
 * the API (status labels, reasons, timeline steps, the spec's form errors). They are written
 * out here so the catalog holds them (ids must be literals); known-texts.test.ts checks each
 * list still equals the contracts' text, so English stays the contracts' words. Any other
 * text from the API (a name, a free note, a message we do not know) is shown as it came.
 */

/** APPOINTMENT_STATUS_LABELS */
export const APPOINTMENT_STATUS_TEXTS = [msg('Scheduled'), msg('Cancelled'), msg('Completed')];

/** CANCEL_REASONS and RESCHEDULE_REASONS labels */
export const REASON_TEXTS = [
  msg('I sold my car elsewhere'),
  msg('The estimated price is too low'),
  msg('I have decided not to sell now'),
  msg('The time does not suit me'),
  msg('Other reason'),
  msg('I am not available at that time'),
  msg('The car is not available that day'),
];

/** TIMELINE_STEPS labels (the appointment page's "Where your sale stands") */
export const SALE_TIMELINE_TEXTS = [
  msg('Inspection booked'),
  msg('Inspector assigned'),
  msg('Car inspected'),
  msg('Inspection report ready'),
  msg('Offer made'),
  msg('Live auction'),
  msg('Best price'),
  msg('Offer accepted'),
];

/** appointmentTimeline titles and details (My Appointments) */
export const APPOINTMENT_TIMELINE_TEXTS = [
  msg('Inspection'),
  msg('Report and offer'),
  msg('Book again whenever you are ready.'),
  msg('An inspector checks the car at the time and place you chose.'),
  msg('See the inspection report and the price dealers offer.'),
];

/** INSPECTION_RATING_LABELS */
export const RATING_TEXTS = [
  msg('Good'),
  msg('Needs attention'),
  msg('Poor'),
  msg('Not applicable'),
];

/** INSPECTION_DOCUMENTS ("What to keep ready") */
export const DOCUMENT_TEXTS = [
  msg('Registration certificate (RC)'),
  msg('Car insurance policy'),
  msg('Pollution under control (PUC) certificate'),
  msg('Your photo ID (Aadhaar, PAN or driving licence)'),
  msg('All keys of the car'),
];

/** SELLER_DOCUMENT_LABELS (the closing's uploads; the RC is above), SELLER_DOCUMENT_MESSAGES */
export const SELLER_DOCUMENT_TEXTS = [
  msg('Insurance policy'),
  msg('PAN card'),
  msg('ID proof (Aadhaar, passport or driving licence)'),
  msg('Cancelled cheque'),
  msg('Each file must be 8 MB or smaller.'),
  msg('Upload a JPEG, PNG or PDF file.'),
  msg('Upload at most 5 files at a time.'),
  msg('Choose at least one file to upload.'),
  msg('Your upload link has expired. Please try again.'),
  msg('The upload failed. Please try again.'),
];

/** BANK_VERIFY_MESSAGES and the bank form's own check */
export const BANK_TEXTS = [
  msg('Enter the name as it appears on your bank account'),
  msg('Enter your account number (9 to 18 digits)'),
  msg('Enter the 11-character IFSC, for example HDFC0001234'),
  msg('We could not find this account. Check the number and IFSC.'),
  msg('The bank has this account in another name. Confirm it is yours, or use another account.'),
  msg('Too many verification attempts today. Please try again tomorrow.'),
  msg('The two account numbers do not match'),
];

/** The form errors of the sell form and the booking (spec §5, §7, §8) */
export const FORM_ERROR_TEXTS = [
  msg('Enter a valid registration number, for example MH12AB1234 or 22BH1234AA'),
  msg('Invalid mobile number'),
  msg('Enter 4 digit OTP'),
  msg('Incorrect OTP, please try again.'),
  msg('Enter a valid 6-digit PIN code'),
  msg('Enter the address where we should inspect the car'),
  msg('Pick a branch'),
  msg('Please pick one of the offered slots.'),
  msg('Address can be at most 200 characters'),
  // The web's own checks (booking.server.ts, appointment.server.ts)
  msg('Please pick a slot'),
  msg('Pick a reason for cancelling'),
  msg('Please pick a new slot.'),
  // SELL_MESSAGES of the API (sell.constants.ts)
  msg('Please verify your mobile number with the OTP to book the inspection.'),
  msg('Your OTP verification has expired. Please request a new OTP.'),
];

/**
 * The API's own fixed labels: the valuation's factors (valuation-model.ts, but for the age,
 * which carries a number) and the seller fees (SELLER_FEES in sell.constants.ts).
 */
export const API_LABEL_TEXTS = [
  msg('Kilometres driven'),
  msg('Owners'),
  msg('Fuel'),
  msg('Demand in your city'),
  msg('Car inspection'),
  msg('RC transfer'),
  msg('CarSetu commission'),
  // The RC transfer's fixed steps and reminder (rc-transfer.service.ts); the others carry dates.
  msg('Forms 29 and 30 signed at pickup'),
  msg('RC transferred to the new owner'),
  msg('The car is no longer registered in your name. You can cancel its insurance and FASTag.'),
];

const KNOWN = new Set([
  ...APPOINTMENT_STATUS_TEXTS,
  ...REASON_TEXTS,
  ...SALE_TIMELINE_TEXTS,
  ...APPOINTMENT_TIMELINE_TEXTS,
  ...RATING_TEXTS,
  ...DOCUMENT_TEXTS,
  ...SELLER_DOCUMENT_TEXTS,
  ...BANK_TEXTS,
  ...FORM_ERROR_TEXTS,
  ...API_LABEL_TEXTS,
]);

/** The valuation's age factor ("Age (3 years)", valuation-model.ts) carries the car's age. */
const AGE_FACTOR = /^Age \((\d+) years?\)$/;

/**
 * `t` for a text that came from elsewhere: translated when it is one of the texts above, shown
 * as it came otherwise (an unknown id would make Lingui warn and skip ICU formatting).
 */
export function useKnownText(): (text: string) => string {
  const t = useT();
  return (text) => {
    if (KNOWN.has(text)) return t(text);
    const age = AGE_FACTOR.exec(text);
    if (age) return t('Age ({age, plural, one {# year} other {# years}})', { age: Number(age[1]) });
    return text;
  };
}
