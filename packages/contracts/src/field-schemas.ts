import { z } from 'zod';
import { OTP_LENGTH } from './otp';
import { INVALID_MOBILE_MESSAGE, isValidIndianMobile } from './phone';
import { INVALID_PINCODE_MESSAGE, isValidPincode } from './pincode';
import {
  INVALID_REGISTRATION_MESSAGE,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from './registration-number';

// The zod schemas of the shared field rules. They live apart from the rules themselves so that
// browser code needing only a rule (isValidIndianMobile…) does not pull zod into its bundle.

export const PhoneSchema = z
  .string({ error: INVALID_MOBILE_MESSAGE })
  .trim()
  .refine(isValidIndianMobile, { message: INVALID_MOBILE_MESSAGE });

export const OtpSchema = z
  .string()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { message: 'OTP must be 4 digits' });

export const RegistrationNumberSchema = z
  .string()
  .transform(normaliseRegistrationNumber)
  .refine(isValidRegistrationNumber, { message: INVALID_REGISTRATION_MESSAGE });

export const PincodeSchema = z
  .string()
  .trim()
  .refine(isValidPincode, { message: INVALID_PINCODE_MESSAGE });
