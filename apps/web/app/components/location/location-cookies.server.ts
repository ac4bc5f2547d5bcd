import { PINCODE_COOKIE, SELECTED_CITY_COOKIE } from '@carsetu/contracts';

function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The visitor's selected city id and pincode from the cookies the location picker writes. */
export function readLocationCookies(request: Request): {
  cityId: number | null;
  pincode: string | null;
} {
  const header = request.headers.get('cookie');
  const city = readCookie(header, SELECTED_CITY_COOKIE);
  const pincode = readCookie(header, PINCODE_COOKIE);
  return {
    cityId: city && /^[1-9][0-9]{0,8}$/.test(city) ? Number(city) : null,
    pincode: pincode && /^[1-9][0-9]{5}$/.test(pincode) ? pincode : null,
  };
}
