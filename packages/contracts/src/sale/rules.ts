/*
 * Sell a car, part 2 (issue 9): roles, auction and offer rules shared by the API and the pages.
 * Pure values, no zod (pages import them without the schema library). Decisions 0110-0119.
 */

export const STAFF_ROLES = ['inspector', 'dealer', 'runner', 'lead_agent', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  inspector: 'Inspector',
  dealer: 'Dealer',
  runner: 'Pickup runner',
  lead_agent: 'Lead agent',
  admin: 'Admin',
};
/** Roles that work in one city (their day list or auctions are that city's). */
export const CITY_BOUND_ROLES: readonly StaffRole[] = ['inspector', 'dealer', 'runner'];

/** A live auction runs this long unless the seller accepts or stops it earlier. */
export const AUCTION_DURATION_MINUTES = 30;
/** A bid in the last LATE_BID_WINDOW extends the closing time to EXTENSION after the bid. */
export const AUCTION_LATE_BID_WINDOW_SECONDS = 120;
export const AUCTION_EXTENSION_SECONDS = 120;
/** Bids open at this share of CarSetu's offer; the reserve is the offer itself. */
export const AUCTION_START_SHARE = 0.85;
/** Minimum increment: 1% of the start price rounded to ₹500, at least ₹1,000. */
export function auctionMinIncrementPaise(startPricePaise: number): number {
  const step = 500_00;
  const onePercent = Math.round(startPricePaise / 100 / step) * step;
  return Math.max(1_000_00, onePercent);
}
/** The smallest bid the auction accepts next. */
export function minimumNextBidPaise(auction: {
  startPricePaise: number;
  bestBidPaise: number | null;
  minIncrementPaise: number;
}): number {
  return auction.bestBidPaise === null
    ? auction.startPricePaise
    : auction.bestBidPaise + auction.minIncrementPaise;
}
/** A bid above this multiple of the start price is refused as a typo. */
export const AUCTION_MAX_BID_MULTIPLE = 3;

/** The offer never falls below this share of the online estimate, whatever the findings. */
export const OFFER_FLOOR_SHARE = 0.5;
/** Each 1,000 km more than declared costs this share of the estimate (capped below). */
export const ODOMETER_EXCESS_SHARE_PER_1000_KM = 0.002;
export const ODOMETER_EXCESS_MAX_SHARE = 0.15;
/** A self-negotiation may ask at most this much above the best bid. */
export const NEGOTIATION_MAX_ASK_SHARE = 0.2;
/** An offer stays valid this many days after the inspection. */
export const OFFER_VALID_DAYS = 7;

export const INSPECTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Widths each photo is re-encoded to (AVIF and WebP, decision 0178), for phones, tablets and desktop. */
export const INSPECTION_PHOTO_WIDTHS = [320, 640, 1280] as const;
export const INSPECTION_NOTE_MAX_LENGTH = 300;
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const CANCEL_REASONS = [
  { code: 'sold_elsewhere', label: 'I sold my car elsewhere' },
  { code: 'price_low', label: 'The estimated price is too low' },
  { code: 'not_selling', label: 'I have decided not to sell now' },
  { code: 'time_unsuitable', label: 'The time does not suit me' },
  { code: 'other', label: 'Other reason' },
] as const;
export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];
export const CANCEL_REASON_CODES = CANCEL_REASONS.map((reason) => reason.code) as [
  CancelReasonCode,
  ...CancelReasonCode[],
];
export const RESCHEDULE_REASONS = [
  { code: 'not_available', label: 'I am not available at that time' },
  { code: 'car_not_available', label: 'The car is not available that day' },
  { code: 'other', label: 'Other reason' },
] as const;

/** The seller's timeline, in the order the steps happen. */
export const TIMELINE_STEPS = [
  { kind: 'booked', label: 'Inspection booked' },
  { kind: 'inspector_assigned', label: 'Inspector assigned' },
  { kind: 'inspected', label: 'Car inspected' },
  { kind: 'report_ready', label: 'Inspection report ready' },
  { kind: 'offer_made', label: 'Offer made' },
  { kind: 'auction_live', label: 'Live auction' },
  { kind: 'best_price', label: 'Best price' },
  { kind: 'accepted', label: 'Offer accepted' },
] as const;
export type TimelineStepKind = (typeof TIMELINE_STEPS)[number]['kind'];

export const SALE_MESSAGES = {
  notStaff: 'This page is for CarSetu staff.',
  roleMissing: (role: string) => `You need the ${role} role for this.`,
  cityRequired: 'Pick the city this person works in.',
  notYourCity: 'This auction is not in your city.',
  notAssigned: 'This appointment is assigned to another inspector.',
  inspectionSubmitted: 'This inspection is already submitted.',
  inspectionIncomplete: (missing: number) =>
    `Rate every checkpoint before submitting: ${missing} still to rate.`,
  odometerPhotoRequired: 'Add a photo of the odometer before submitting.',
  vinPhotoRequired: 'Add a photo of the VIN plate before submitting.',
  odometerRequired: 'Enter the odometer reading before submitting.',
  vinInvalid: 'Enter the 17-character VIN as printed on the plate.',
  staleDraft: 'This inspection was changed on another device. Reload to continue.',
  photoTooLarge: 'Each photo can be at most 10 MB.',
  photoType: 'Upload a JPEG, PNG, WebP or HEIC photo.',
  photoMissing: 'Choose a photo to upload.',
  unknownCheckpoint: 'Unknown checkpoint.',
  bidTooLow: (minimum: string) => `Your bid must be at least ${minimum}.`,
  bidTooHigh: 'That bid is far above the car’s price. Check the amount.',
  auctionClosed: 'This auction has closed.',
  auctionNotFound: 'We could not find this auction.',
  auctionLive: 'An auction for this car is already live.',
  noBids: 'There is no bid to accept yet.',
  notInspected: 'The car has not been inspected yet.',
  alreadyAccepted: 'You have already accepted an offer for this car.',
  declined: 'You declined the offers for this car.',
  offerExpired: 'This offer has expired. Restart the auction for fresh bids.',
  negotiationOpen: 'You already asked the dealer for a better price. Wait for the answer.',
  negotiationAskTooLow: 'Ask for more than the best bid.',
  negotiationAskTooHigh: 'Ask for at most 20% more than the best bid.',
  negotiationNotFound: 'There is no open price request.',
  counterTooLow: 'A counter-offer must be above your best bid.',
  noDealer: 'We could not find this dealer.',
  leadNotFound: 'We could not find this request.',
  wrongOtp: 'Incorrect OTP, please try again.',
  cancelled: 'This appointment is cancelled.',
} as const;

export const SELL_QUESTION_MESSAGES = {
  unknownVersion: 'This question set does not exist.',
  unknownQuestion: 'Unknown question.',
  pickOption: 'Pick one of the options.',
  required: 'Please answer this question.',
  fixAnswers: 'Please check your answers.',
  saved: 'Thanks, your answers are saved. They help us prepare your inspection.',
} as const;
