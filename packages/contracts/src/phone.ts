/** Spec §5: the exact message for any bad mobile number. */
export const INVALID_MOBILE_MESSAGE = 'Invalid mobile number';
export const PHONE_LENGTH = 10;
export const COUNTRY_CODE = '91';

/** 10 digits, first digit 6-9, not all the same digit (spec §5, §9). */
export function isValidIndianMobile(value: string): boolean {
  if (!/^[6-9][0-9]{9}$/.test(value)) return false;
  return !/^(\d)\1{9}$/.test(value);
}

/** '98XXXXXX21' style masking: never show a phone in full to anyone but its owner. */
export function maskPhone(phone: string): string {
  if (phone.length < 4) return 'XXXX';
  return `${phone.slice(0, 2)}${'X'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

export function formatPhoneForDisplay(phone: string): string {
  return `+${COUNTRY_CODE} ${phone}`;
}
