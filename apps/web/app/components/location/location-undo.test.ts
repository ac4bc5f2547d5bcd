// @vitest-environment jsdom
import {
  PINCODE_COOKIE,
  PINCODE_STORAGE_KEY,
  SELECTED_CITY_COOKIE,
  SELECTED_CITY_STORAGE_KEY,
  USER_SELECTED_CITY_COOKIE,
} from '@carsetu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreLocation, snapshotLocation } from './location-undo';
import { readCookie, saveSelectedCity, savePincode } from './selected-city';

const delhi = {
  city_id: 2,
  city_name: 'New Delhi',
  city_slug: 'new-delhi',
  is_virtual_city: false,
};
const pune = { city_id: 7, city_name: 'Pune', city_slug: 'pune', is_virtual_city: false };

function clearAll() {
  localStorage.clear();
  for (const name of [SELECTED_CITY_COOKIE, USER_SELECTED_CITY_COOKIE, PINCODE_COOKIE]) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('location undo', () => {
  afterEach(clearAll);

  it('puts the previous city and pincode back after a change', () => {
    saveSelectedCity(delhi);
    savePincode('110001');
    const before = snapshotLocation('/buy-used-cars/');

    saveSelectedCity(pune);
    savePincode('411001');
    expect(readCookie(SELECTED_CITY_COOKIE)).toBe('7');

    restoreLocation(before);
    expect(readCookie(SELECTED_CITY_COOKIE)).toBe('2');
    expect(readCookie(USER_SELECTED_CITY_COOKIE)).toBe('2');
    expect(readCookie(PINCODE_COOKIE)).toBe('110001');
    expect(JSON.parse(localStorage.getItem(SELECTED_CITY_STORAGE_KEY)!)).toEqual(delhi);
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('110001');
    expect(before.url).toBe('/buy-used-cars/');
  });

  it('removes what a first choice added when there was no city before', () => {
    const before = snapshotLocation('/');
    saveSelectedCity(pune);
    savePincode('411001');

    restoreLocation(before);
    expect(readCookie(SELECTED_CITY_COOKIE)).toBeNull();
    expect(readCookie(USER_SELECTED_CITY_COOKIE)).toBeNull();
    expect(readCookie(PINCODE_COOKIE)).toBeNull();
    expect(localStorage.getItem(SELECTED_CITY_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a city that was only in the cookie', () => {
    document.cookie = `${SELECTED_CITY_COOKIE}=2; path=/`;
    const before = snapshotLocation('/');
    saveSelectedCity(pune);

    restoreLocation(before);
    expect(readCookie(SELECTED_CITY_COOKIE)).toBe('2');
    expect(localStorage.getItem(SELECTED_CITY_STORAGE_KEY)).toBeNull();
  });
});
