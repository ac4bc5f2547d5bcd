export const INVALID_PINCODE_MESSAGE = 'Enter a valid 6-digit PIN code';

const PINCODE = /^[1-9][0-9]{5}$/;

/** 6 digits, first digit 1-9 (shared/data/india/formats.md). */
export function isValidPincode(value: string): boolean {
  return PINCODE.test(value.trim());
}
