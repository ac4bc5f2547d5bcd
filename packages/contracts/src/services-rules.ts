// Car-services rules without zod, so the service pages' browser code does not pull zod in.
// Values the spec leaves open are recorded in docs/decisions/0095..0099.

/** Spec §2 login reason 'get service history report' (the login modal's reason key). */
export const SERVICE_HISTORY_LOGIN_REASON = 'service-history-report' as const;

/**
 * The full service-history report is free in this release (decision 0096): the price call of the
 * spec answers 0 until a paid product is wired to the commerce module.
 */
export const SERVICE_HISTORY_REPORT_PRICE_PAISE = 0;

/**
 * A later visit whose odometer is lower than an earlier one by more than this many km is flagged
 * as a suspected rollback (decision 0096). Small differences are typing slips at the workshop.
 */
export const ODOMETER_ROLLBACK_TOLERANCE_KM = 500;

/** Indicative scrap value (decision 0097): kerb-weight class by body type × a per-kg rate. */
export const SCRAP_RATE_PER_KG_PAISE = 2_600; // ₹26 per kg of kerb weight
export const SCRAP_RATE_NAME = 'Steel scrap rate, ₹26/kg of kerb weight';

export const KERB_WEIGHT_CLASSES = [
  { key: 'light', label: 'Up to 950 kg (hatchbacks)', assumedKg: 900 },
  { key: 'medium', label: '951 to 1,250 kg (sedans, compact SUVs)', assumedKg: 1_150 },
  { key: 'heavy', label: '1,251 to 1,600 kg (SUVs, MUVs)', assumedKg: 1_450 },
  { key: 'extra-heavy', label: 'Over 1,600 kg (large SUVs, vans, pickups)', assumedKg: 1_800 },
] as const;
export type KerbWeightClassKey = (typeof KERB_WEIGHT_CLASSES)[number]['key'];

/** Most scrap requests or PDI bookings one mobile number may place per day (decision 0097). */
export const SERVICE_LEADS_PER_MOBILE_PER_DAY = 3;
export const SERVICE_LEADS_LIMIT_MESSAGE =
  'You have already sent 3 requests today from this mobile number. We will call you shortly.';

/** Spec-open PDI window (decision 0098): delivery from tomorrow up to 30 days ahead. */
export const PDI_DELIVERY_WINDOW_DAYS = 30;
export const PDI_DELIVERY_DATE_MESSAGE = `Choose a delivery date within the next ${PDI_DELIVERY_WINDOW_DAYS} days`;

export function indicativeScrapValuePaise(assumedKg: number): number {
  return assumedKg * SCRAP_RATE_PER_KG_PAISE;
}

/** Kerb-weight class of each catalog body type (decision 0097); unknown models count as medium. */
export const KERB_WEIGHT_CLASS_BY_BODY_TYPE: Record<string, KerbWeightClassKey> = {
  hatchback: 'light',
  sedan: 'medium',
  'compact-suv': 'medium',
  suv: 'heavy',
  muv: 'heavy',
  luxury: 'extra-heavy',
  pickup: 'extra-heavy',
};
export const DEFAULT_KERB_WEIGHT_CLASS: KerbWeightClassKey = 'medium';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's date in India shifted by `days`, yyyy-mm-dd. */
export function indiaDatePlusDays(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The delivery dates a PDI booking may name: tomorrow to 30 days ahead, India time. */
export function pdiDeliveryWindow(now: Date): { earliest: string; latest: string } {
  return {
    earliest: indiaDatePlusDays(now, 1),
    latest: indiaDatePlusDays(now, PDI_DELIVERY_WINDOW_DAYS),
  };
}

/**
 * The scrap-car questions (spec §7 "scrap-car questions"; decision 0130): what the scrapyard needs
 * to plan the pickup. Every question must be answered with one of its options.
 */
export const SCRAP_CAR_QUESTIONS = [
  {
    id: 'condition',
    question: 'What state is the car in?',
    options: [
      { value: 'running', label: 'It starts and runs' },
      { value: 'not-running', label: 'It does not start' },
      { value: 'accident-damaged', label: 'Damaged in an accident' },
    ],
  },
  {
    id: 'rc',
    question: 'Do you have the original RC?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'lost', label: 'No, it is lost (we help with a duplicate)' },
    ],
  },
  {
    id: 'loan',
    question: 'Is there a loan on the car?',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes, a loan is still running' },
    ],
  },
  {
    id: 'towing',
    question: 'How can the car be picked up?',
    options: [
      { value: 'drive-away', label: 'It can be driven onto the truck' },
      { value: 'tow', label: 'It needs towing' },
    ],
  },
] as const;
export type ScrapQuestionId = (typeof SCRAP_CAR_QUESTIONS)[number]['id'];
export const SCRAP_ANSWER_MESSAGE = 'Answer every question about the car';
