import {
  INVALID_MOBILE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  isValidIndianMobile,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from '@carsetu/contracts';

/** The sell form's fields, checked with the shared rules (spec §5) on the server and in the browser. */
export interface SellRequest {
  registrationNumber: string;
  mobile: string;
}
export type SellFormErrors = Partial<Record<keyof SellRequest, string>>;

export function parseSellRequest(
  input: Record<string, unknown>,
): { ok: true; value: SellRequest } | { ok: false; errors: SellFormErrors } {
  // The rules PhoneSchema and RegistrationNumberSchema apply, called directly: this runs in the
  // browser too, and the schemas would bring zod into the sell page's bundle (decision 0179).
  const registrationNumber = normaliseRegistrationNumber(
    typeof input.registrationNumber === 'string' ? input.registrationNumber : '',
  );
  const mobile = (typeof input.mobile === 'string' ? input.mobile : '').trim();
  const registrationOk = isValidRegistrationNumber(registrationNumber);
  const mobileOk = isValidIndianMobile(mobile);
  if (registrationOk && mobileOk) {
    return { ok: true, value: { registrationNumber, mobile } };
  }
  const errors: SellFormErrors = {};
  if (!registrationOk) errors.registrationNumber = INVALID_REGISTRATION_MESSAGE;
  if (!mobileOk) errors.mobile = INVALID_MOBILE_MESSAGE;
  return { ok: false, errors };
}
