// Facts: shared/data/india/formats.md. Series letters never use I or O.
const STANDARD_MARK = /^[A-Z]{2}[0-9]{1,2}[A-HJ-NP-Z]{1,3}[0-9]{4}$/;
const BHARAT_SERIES = /^[0-9]{2}BH[0-9]{4}[A-HJ-NP-Z]{1,2}$/;
/** Delhi marks may carry a class letter after the zone, e.g. DL4C1969 (no series letters). */
const DELHI_CLASS_MARK = /^DL[0-9]{1,2}[CS][0-9]{1,4}$/;

export const INVALID_REGISTRATION_MESSAGE =
  'Enter a valid registration number, for example MH12AB1234 or 22BH1234AA';

export function normaliseRegistrationNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

export function isValidRegistrationNumber(raw: string): boolean {
  const reg = normaliseRegistrationNumber(raw);
  return STANDARD_MARK.test(reg) || BHARAT_SERIES.test(reg) || DELHI_CLASS_MARK.test(reg);
}

export function isBharatSeries(reg: string): boolean {
  return BHARAT_SERIES.test(normaliseRegistrationNumber(reg));
}
