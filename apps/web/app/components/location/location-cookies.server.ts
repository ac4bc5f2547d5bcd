import { PINCODE_COOKIE, SELECTED_CITY_COOKIE } from '@carsetu/contracts';
import { cookieValue } from '../../lib/cookie-value';

/** The visitor's selected city id and pincode from the cookies the location picker writes. */
export function readLocationCookies(request: Request): {
  cityId: number | null;
  pincode: string | null;
} {
  const header = request.headers.get('cookie');
  const city = cookieValue(header, SELECTED_CITY_COOKIE);
  const pincode = cookieValue(header, PINCODE_COOKIE);
  return {
    cityId: city && /^[1-9][0-9]{0,8}$/.test(city) ? Number(city) : null,
    pincode: pincode && /^[1-9][0-9]{5}$/.test(pincode) ? pincode : null,
  };
}
