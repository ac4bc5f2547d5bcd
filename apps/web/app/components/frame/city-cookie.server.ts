/**
 * The selected city (spec §4 "Selected city"). The inventory module's location picker writes the
 * cookie; the frame only reads it to pick the Buy dropdown's city.
 */
export const SELECTED_CITY_COOKIE = 'carsetu_city';

export function readSelectedCityId(cookieHeader: string | null): number | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SELECTED_CITY_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
  }
  return null;
}
