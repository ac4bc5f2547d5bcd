// @vitest-environment jsdom
import {
  PINCODE_STORAGE_KEY,
  SELECTED_CITY_STORAGE_KEY,
  type LocationCity,
} from '@carsetu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocationCookies } from './location-cookies.server';
import { initialPickerState, pickerReducer, type PickerState } from './location-state';
import { readStoredCity, readStoredPincode, saveSelectedCity, savePincode } from './selected-city';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((part) => part.split('=') as [string, string]),
  );
}

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
});

const PUNE = { city_id: 5, city_name: 'Pune', city_slug: 'pune', is_virtual_city: false };

describe('selected city storage (spec §4)', () => {
  it('stores the chosen city locally and in the city cookies', () => {
    saveSelectedCity(PUNE);
    expect(readStoredCity()).toEqual(PUNE);
    expect(cookies()).toMatchObject({ carsetu_city: '5', carsetu_user_city: '5' });
  });

  it('does not count all India as a city the user chose, and clears an earlier one', () => {
    saveSelectedCity(PUNE);
    saveSelectedCity({
      city_id: 99,
      city_name: 'All India',
      city_slug: 'india',
      is_virtual_city: true,
    });
    expect(cookies().carsetu_city).toBe('99');
    expect(cookies().carsetu_user_city).toBeUndefined();
  });

  it('stores and clears the pincode', () => {
    savePincode('411001');
    expect(readStoredPincode()).toBe('411001');
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('411001');
    expect(cookies().carsetu_pincode).toBe('411001');
    savePincode(null);
    expect(readStoredPincode()).toBeNull();
    expect(cookies().carsetu_pincode).toBeUndefined();
  });

  it('reads nothing back from broken storage', () => {
    localStorage.setItem(SELECTED_CITY_STORAGE_KEY, '{not json');
    expect(readStoredCity()).toBeNull();
    expect(readStoredPincode()).toBeNull();
  });
});

describe('readLocationCookies', () => {
  const request = (cookie: string) => new Request('http://localhost/', { headers: { cookie } });

  it('reads the city id and pincode the picker wrote', () => {
    expect(readLocationCookies(request('a=1; carsetu_city=5; carsetu_pincode=411001'))).toEqual({
      cityId: 5,
      pincode: '411001',
    });
  });

  it('ignores forged or malformed values', () => {
    expect(readLocationCookies(request('carsetu_city=0; carsetu_pincode=012345'))).toEqual({
      cityId: null,
      pincode: null,
    });
    expect(readLocationCookies(request('carsetu_city=5%3B1; carsetu_pincode=41100'))).toEqual({
      cityId: null,
      pincode: null,
    });
  });

  it('is empty without cookies', () => {
    expect(readLocationCookies(new Request('http://localhost/'))).toEqual({
      cityId: null,
      pincode: null,
    });
  });
});

describe('pickerReducer', () => {
  const city = (flags: Partial<LocationCity> = {}): LocationCity => ({
    city_id: 7,
    city_name: 'Agra',
    city_slug: 'agra',
    is_virtual_city: false,
    isServiceable: true,
    listingCount: 3,
    ...flags,
  });
  const run = (...actions: Parameters<typeof pickerReducer>[1][]) =>
    actions.reduce<PickerState>(pickerReducer, initialPickerState);

  it('asks for the pincode of a serviceable or all-India city', () => {
    expect(run({ type: 'city-found', city: city(), nearby: null })).toMatchObject({
      step: 'pincode',
      busy: false,
    });
    expect(
      run({
        type: 'city-found',
        city: city({ isServiceable: false, is_virtual_city: true }),
        nearby: null,
      }).step,
    ).toBe('pincode');
  });

  it('offers the nearby city for one without cars, and moves to it on request', () => {
    const nearby = city({ city_id: 2, city_name: 'New Delhi' });
    const offered = run({ type: 'city-found', city: city({ isServiceable: false }), nearby });
    expect(offered).toMatchObject({ step: 'nearby', nearby });
    expect(pickerReducer(offered, { type: 'use-nearby' })).toMatchObject({
      step: 'pincode',
      city: nearby,
      nearby: null,
    });
  });

  it('ignores "use nearby" when there is none', () => {
    const state = run({ type: 'city-found', city: city(), nearby: null });
    expect(pickerReducer(state, { type: 'use-nearby' })).toBe(state);
  });

  it('clears the error when busy and stops locating on an error', () => {
    const failed = run({ type: 'geo-start' }, { type: 'error', message: 'No luck' });
    expect(failed).toMatchObject({ geo: 'idle', busy: false, error: 'No luck' });
    expect(pickerReducer(failed, { type: 'busy' })).toMatchObject({ busy: true, error: null });
  });

  it('keeps a failed location lookup as its own quiet state', () => {
    expect(run({ type: 'busy' }, { type: 'geo-failed' })).toMatchObject({
      geo: 'failed',
      busy: false,
      error: null,
    });
  });

  it('starts over on reset', () => {
    expect(run({ type: 'city-found', city: city(), nearby: null }, { type: 'reset' })).toBe(
      initialPickerState,
    );
  });
});
