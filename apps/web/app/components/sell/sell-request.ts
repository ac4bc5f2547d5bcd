import {
  INVALID_MOBILE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  PhoneSchema,
  RegistrationNumberSchema,
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
  const registration = RegistrationNumberSchema.safeParse(
    typeof input.registrationNumber === 'string' ? input.registrationNumber : '',
  );
  const mobile = PhoneSchema.safeParse(typeof input.mobile === 'string' ? input.mobile : '');
  if (registration.success && mobile.success) {
    return { ok: true, value: { registrationNumber: registration.data, mobile: mobile.data } };
  }
  const errors: SellFormErrors = {};
  if (!registration.success) errors.registrationNumber = INVALID_REGISTRATION_MESSAGE;
  if (!mobile.success) errors.mobile = INVALID_MOBILE_MESSAGE;
  return { ok: false, errors };
}
