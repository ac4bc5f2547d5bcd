import { z } from 'zod';

/**
 * CarSetu's GSTIN, printed on every receipt (decision 0152). A sandbox value with a valid
 * checksum (state 29, Karnataka); the real one replaces it at registration.
 */
export const CARSETU_GSTIN = '29AAKCC7351M1Z1';

/** State code, PAN, entity number, 'Z', checksum: 27AAPFU0939F1ZV. */
const GSTIN_SHAPE = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV';

/** The GSTN check character: base-36 digits weighted 1, 2, 1, 2…, folded, then complemented. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

export const isValidGstin = (value: string) =>
  GSTIN_SHAPE.test(value) && gstinCheckCharacter(value) === value[14];

/** A buyer's GSTIN as typed: spaces dropped, upper-cased, checksum verified. */
export const GstinSchema = z
  .string()
  .max(20, { message: GSTIN_MESSAGE })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(isValidGstin, { message: GSTIN_MESSAGE });
