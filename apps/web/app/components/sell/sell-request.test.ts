import { INVALID_MOBILE_MESSAGE, INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { parseSellRequest } from './sell-request';

describe('parseSellRequest', () => {
  it('accepts a valid registration number and mobile, normalising the number', () => {
    expect(parseSellRequest({ registrationNumber: 'mh 12 ab 1234', mobile: '9876543210' })).toEqual(
      {
        ok: true,
        value: { registrationNumber: 'MH12AB1234', mobile: '9876543210' },
      },
    );
  });

  it('gives the spec messages for bad fields', () => {
    expect(parseSellRequest({ registrationNumber: 'MH12IO1234', mobile: '5555555555' })).toEqual({
      ok: false,
      errors: { registrationNumber: INVALID_REGISTRATION_MESSAGE, mobile: INVALID_MOBILE_MESSAGE },
    });
    expect(parseSellRequest({})).toEqual({
      ok: false,
      errors: { registrationNumber: INVALID_REGISTRATION_MESSAGE, mobile: INVALID_MOBILE_MESSAGE },
    });
  });
});
