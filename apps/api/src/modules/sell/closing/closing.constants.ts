// Values the spec does not give (decisions 0121–0123). Amounts in paise.

/** Paid to the seller when the purchase request is initiated, so the deal is real to both sides. */
export const TOKEN_AMOUNT_PAISE = 5_000 * 100;

/** Pickups: days offered ahead (from tomorrow, IST), window start hours (IST) and length. */
export const PICKUP_DAYS_AHEAD = 5;
export const PICKUP_SLOT_HOURS_IST = [10, 12, 14, 16] as const;
export const PICKUP_SLOT_HOURS = 2;
/** Pickups one city's runners can start in one window. */
export const PICKUP_SLOT_CAPACITY = 4;
export const PICKUP_MAX_RESCHEDULES = 3;

/** The runner's QC: km the car may be driven between inspection and pickup without a deduction. */
export const ODOMETER_ALLOWANCE_KM = 300;
/** Deducted per started 100 km beyond the allowance. */
export const ODOMETER_DEDUCTION_PER_100_KM_PAISE = 1_000 * 100;
/** The inspection assumes two keys; a missing spare key costs its replacement. */
export const EXPECTED_KEYS = 2;
export const MISSING_KEY_DEDUCTION_PAISE = 4_000 * 100;
/** Insurance papers missing: CarSetu buys the policy copy from the insurer. */
export const MISSING_INSURANCE_DEDUCTION_PAISE = 500 * 100;

/** What the runner checks at handover, in order (the docket's checklist). */
export const PICKUP_CHECKLIST = [
  'Odometer reading (photo) matches the inspection within 300 km',
  'Chassis number on the car matches the RC and the inspection',
  'Original RC handed over',
  'Insurance papers handed over',
  'All keys handed over (2 expected)',
  'No new damage since the inspection',
  'Forms 29 and 30 signed by the seller',
] as const;

/** RC transfer after a sale: Form 29 is filed within 14 days, the transfer done within 30. */
export const FORM_29_FILING_DAYS = 14;
export const RC_TRANSFER_DUE_DAYS = 30;

/** The bought car is listed at the accepted price plus this margin (refurbishment, warranty). */
export const RETAIL_MARGIN = 0.12;

/** Payouts: retry a stuck dispatch after this long; the sandbox settles after this long. */
export const PAYOUT_STUCK_AFTER_MS = 60_000;
export const SANDBOX_PAYOUT_SETTLE_MS = 1_500;
export const PAYOUT_JOB_INTERVAL_MS = 2_000;
