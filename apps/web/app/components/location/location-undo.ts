import {
  PINCODE_COOKIE,
  PINCODE_STORAGE_KEY,
  SELECTED_CITY_COOKIE,
  SELECTED_CITY_STORAGE_KEY,
  USER_SELECTED_CITY_COOKIE,
} from '@carsetu/contracts';
import { readCookie, writeCookie } from './selected-city';

const STORAGE_KEYS = [SELECTED_CITY_STORAGE_KEY, PINCODE_STORAGE_KEY] as const;
const COOKIES = [SELECTED_CITY_COOKIE, USER_SELECTED_CITY_COOKIE, PINCODE_COOKIE] as const;

/** Everything a change of location touches, as it was, and the page the visitor was on. */
export interface LocationSnapshot {
  storage: Record<string, string | null>;
  cookies: Record<string, string | null>;
  url: string;
}

const readStorage = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * Taken just before the picker saves a new city. Cookies are read as well as storage: a city
 * can be in the cookie alone (chosen on another tab, or the storage cleared).
 */
export function snapshotLocation(url: string): LocationSnapshot {
  return {
    storage: Object.fromEntries(STORAGE_KEYS.map((key) => [key, readStorage(key)])),
    cookies: Object.fromEntries(COOKIES.map((name) => [name, readCookie(name)])),
    url,
  };
}

/** Undo: puts back exactly what was there, removing what was not. */
export function restoreLocation(snapshot: LocationSnapshot): void {
  for (const key of STORAGE_KEYS) {
    const value = snapshot.storage[key] ?? null;
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Storage blocked: the cookies below are what the server reads anyway.
    }
  }
  for (const name of COOKIES) writeCookie(name, snapshot.cookies[name] ?? null);
}
