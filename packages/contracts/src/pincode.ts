import { z } from 'zod';

export const INVALID_PINCODE_MESSAGE = 'Enter a valid 6-digit PIN code';

export const PincodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{5}$/, { message: INVALID_PINCODE_MESSAGE });
