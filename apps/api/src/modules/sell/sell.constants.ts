/** A verified seller OTP is good for one booking within this time (decision 0081). */
export const SELLER_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** 24 random bytes: 192 bits, printed as 32 base64url characters. */
export const APPOINTMENT_TOKEN_BYTES = 24;
export const APPOINTMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * What the seller pays CarSetu on a sale (decision 0083): nothing. The breakup still lists the
 * services so the seller sees they are free, and a paid service would be added here.
 */
export const SELLER_FEES = [
  { label: 'Car inspection', amountPaise: 0 },
  { label: 'RC transfer', amountPaise: 0 },
  { label: 'CarSetu commission', amountPaise: 0 },
] as const;

export const SELL_MESSAGES = {
  otpRequired: 'Please verify your mobile number with the OTP to book the inspection.',
  otpNotVerified: 'Your OTP verification has expired. Please request a new OTP.',
  slotFull: 'This slot was just booked by someone else. Please pick another slot.',
  slotNotOffered: 'Please pick one of the offered slots.',
  pincodeOutsideCity: (city: string) =>
    `We inspect at home within ${city}. Enter a PIN code there.`,
  branchNotInCity: 'Please pick a branch in your city.',
  noBranches: 'There is no branch in this city yet. Please choose a home inspection.',
  variantUnknown: 'We could not find this variant. Please pick it again.',
  cityUnknown: 'We could not find this city. Please pick it again.',
  yearOutsideModel: (first: number, last: number) =>
    `This model was sold from ${first} to ${last}. Please pick a year in that range.`,
  yearInFuture: 'The registration year cannot be in the future.',
  notFound: 'We could not find this appointment.',
  notOwner: 'Only the seller who booked this appointment can change it.',
  notScheduled: 'This appointment is no longer scheduled.',
  sameSlot: 'Your inspection is already booked for this slot.',
} as const;
