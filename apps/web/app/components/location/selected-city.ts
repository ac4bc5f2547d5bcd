import {
  PINCODE_COOKIE,
  PINCODE_STORAGE_KEY,
  SELECTED_CITY_COOKIE,
  SELECTED_CITY_STORAGE_KEY,
  USER_SELECTED_CITY_COOKIE,
} from '@carsetu/contracts';
import { cookieValue } from '../../lib/cookie-value';

/** What the picker remembers about the chosen city (spec §3 City info plus the flags we need). */
export interface SelectedCity {
  city_id: number;
  city_name: string;
  city_slug: string;
  is_virtual_city: boolean;
}

export const readCookie = (name: string) => cookieValue(document.cookie, name);

const YEAR_SECONDS = 365 * 24 * 3600;

export function writeCookie(name: string, value: string | null) {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Spec §4: the chosen city is stored locally as the selected city and in cookies; a virtual city
 * (all India) does not set the user-selected-city cookie. The header reads carsetu_city.
 */
export function saveSelectedCity(city: SelectedCity): void {
  localStorage.setItem(SELECTED_CITY_STORAGE_KEY, JSON.stringify(city));
  writeCookie(SELECTED_CITY_COOKIE, String(city.city_id));
  writeCookie(USER_SELECTED_CITY_COOKIE, city.is_virtual_city ? null : String(city.city_id));
}

export function savePincode(pincode: string | null): void {
  if (pincode === null) localStorage.removeItem(PINCODE_STORAGE_KEY);
  else localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  writeCookie(PINCODE_COOKIE, pincode);
}

export function readStoredPincode(): string | null {
  try {
    return localStorage.getItem(PINCODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readStoredCity(): SelectedCity | null {
  try {
    const raw = localStorage.getItem(SELECTED_CITY_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SelectedCity) : null;
  } catch {
    return null;
  }
}
