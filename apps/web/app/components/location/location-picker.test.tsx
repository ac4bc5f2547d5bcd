// @vitest-environment jsdom
import {
  LISTING_PATH,
  PINCODE_STORAGE_KEY,
  SELECTED_CITY_STORAGE_KEY,
  type LocationCity,
} from '@carsetu/contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../lib/fetch-stub.test-helpers';
import { LocationPickerHost } from './location-picker';
import { handleBuyUsedCarClick, openLocationPicker } from './location-events';

/** The location lookup the picker asks for, as the stubbed fetch sees it. */
const locationUrl = (query: string) => `/api/consumer/location-service/api/v1/location/?${query}`;
const CITIES = '/api/vehicle/v1/cities';
const byCity = (id: number) => locationUrl(`cityId=${id}&locationType=city&includeZones=false`);
const byPincode = (pincode: string, cityId: number) =>
  locationUrl(`locationType=pincode&pincode=${pincode}&cityId=${cityId}`);

const city = (
  city_id: number,
  city_name: string,
  flags: Partial<LocationCity> = {},
): LocationCity => ({
  city_id,
  city_name,
  city_slug: city_name.toLowerCase().replace(/\s+/g, '-'),
  is_virtual_city: false,
  isServiceable: true,
  listingCount: 10,
  ...flags,
});
const found = (main: LocationCity, nearbyCity: LocationCity | null = null) => ({
  body: { data: { city: main, pincode: null, nearbyCity, zones: [] } },
});

const DELHI = city(2, 'New Delhi');
const PUNE = city(5, 'Pune');
const AGRA = city(7, 'Agra', { isServiceable: false });
const SHIMLA = city(9, 'Shimla', { isServiceable: false });
const ALL_INDIA = city(99, 'All India', { is_virtual_city: true });

/** The city list as GET /cities answers it (only the fields the picker reads matter). */
const cityList = {
  body: {
    data: [
      { id: 5, name: 'Pune', isVirtualCity: false, isPopular: false, primaryGroupCity: null },
      { id: 2, name: 'New Delhi', isVirtualCity: false, isPopular: true, primaryGroupCity: null },
      { id: 7, name: 'Agra', isVirtualCity: false, isPopular: false, primaryGroupCity: null },
      { id: 9, name: 'Shimla', isVirtualCity: false, isPopular: false, primaryGroupCity: null },
      { id: 99, name: 'All India', isVirtualCity: true, isPopular: false, primaryGroupCity: null },
      { id: 3, name: 'Noida', isVirtualCity: false, isPopular: true, primaryGroupCity: 2 },
    ],
  },
};

function stubLocationApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CITIES]: cityList,
    [byCity(2)]: found(DELHI),
    [byCity(5)]: found(PUNE),
    [byCity(7)]: found(AGRA, DELHI),
    [byCity(9)]: found(SHIMLA),
    [byCity(99)]: found(ALL_INDIA),
    [byPincode('110001', 2)]: {
      body: { data: { city: DELHI, pincode: '110001', nearbyCity: null, zones: [] } },
    },
    [byPincode('411001', 5)]: {
      body: { data: { city: PUNE, pincode: '411001', nearbyCity: null, zones: [] } },
    },
    ...extra,
  });
}

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderHost(
  path = '/',
  props: Partial<Parameters<typeof LocationPickerHost>[0]> = {},
) {
  const Page = () => (
    <>
      <ShowLocation />
      <LocationPickerHost cityId={null} {...props} />
    </>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: Page, loader: () => null },
    { path: LISTING_PATH, Component: Page, loader: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
  // The stub runs the loaders first; the host listens for events only once mounted.
  await screen.findByTestId('where');
}

const where = () => screen.getByTestId('where').textContent;
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

// The picker dialog is a lazy chunk: load it once up front so no test waits on the transform.
beforeAll(async () => {
  await import('./location-picker-dialog');
});

async function openPicker(open: () => void = () => openLocationPicker()) {
  // The host listens from an effect that a busy machine may run after the first paint we wait
  // for: ask again until the dialog is there (opening twice is harmless, it only sets state).
  await waitFor(() => {
    act(open);
    expect(screen.getByRole('dialog', { name: 'Select your city' })).toBeTruthy();
  });
  return dialog('Select your city');
}

async function choose(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.split('=')[1];
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LocationPickerHost: the picker', () => {
  it('opens from the header event with the city list: all India first, then popular, then A–Z, no group members', async () => {
    stubLocationApi();
    await renderHost();
    const picker = await openPicker();
    const list = within(picker).getByRole('list', { name: 'Cities' });
    await within(list).findByRole('button', { name: 'Pune' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['All India', 'New Delhi', 'Agra', 'Pune', 'Shimla']);
  });

  it('filters the list as the visitor types, ignoring case and spaces', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await screen.findByRole('button', { name: 'Pune' });
    await userEvent.type(screen.getByLabelText('Search city'), '  pu ');
    const list = screen.getByRole('list', { name: 'Cities' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pune']);
  });

  it('shows an empty list, not an error, when the city list fails to load', async () => {
    stubLocationApi({ [CITIES]: { status: 500, body: {} } });
    await renderHost();
    const picker = await openPicker();
    await waitFor(() =>
      expect(within(picker).queryAllByRole('button', { name: 'Pune' })).toHaveLength(0),
    );
    expect(within(picker).queryByRole('alert')).toBeNull();
  });

  it('asks for the pincode of a serviceable city and checks its format', async () => {
    const api = stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Pune');
    expect(await screen.findByRole('dialog', { name: 'Your pincode in Pune' })).toBeTruthy();
    expect(screen.getByText('We use it to show cars and test-drive slots near you.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Pincode'), '01234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid 6-digit pincode');
    expect(screen.getByLabelText('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.url.includes('locationType=pincode'))).toHaveLength(0);
  });

  it('keeps only six digits in the pincode field', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Pune');
    const field = await screen.findByLabelText<HTMLInputElement>('Pincode');
    await userEvent.type(field, '41a1 00123');
    expect(field.value).toBe('411001');
  });

  it('saves the city and pincode in storage and cookies, then closes', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Pune');
    await userEvent.type(await screen.findByLabelText('Pincode'), '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(SELECTED_CITY_STORAGE_KEY)!)).toMatchObject({
      city_id: 5,
      city_name: 'Pune',
    });
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('411001');
    expect(cookie('carsetu_city')).toBe('5');
    expect(cookie('carsetu_user_city')).toBe('5');
    expect(cookie('carsetu_pincode')).toBe('411001');
  });

  it('lets the visitor skip the pincode', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('New Delhi');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cookie('carsetu_city')).toBe('2');
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBeNull();
  });

  it('does not mark all India as a user-selected city', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('All India');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(cookie('carsetu_city')).toBe('99');
    expect(cookie('carsetu_user_city')).toBeUndefined();
  });

  it('offers the nearest serviceable city for a city without cars', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Agra');
    expect(
      await screen.findByText(
        'We do not sell cars in Agra yet. New Delhi is the nearest city with cars for you.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See cars in New Delhi' }));
    expect(dialog('Your pincode in New Delhi')).toBeTruthy();
  });

  it('goes back to the list from the nearby offer', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Agra');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose another city' }));
    expect(dialog('Select your city')).toBeTruthy();
  });

  it('shows the coming-soon modal for a city with nothing to offer, and can go back to the list', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker();
    await choose('Shimla');
    expect(await screen.findByRole('dialog', { name: 'We are not in Shimla yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another city' }));
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeTruthy();
  });

  it('shows a failed city lookup as an alert and keeps the list', async () => {
    stubLocationApi({
      [byCity(5)]: { status: 503, body: { error: { message: 'Location service is down' } } },
    });
    await renderHost();
    await openPicker();
    await choose('Pune');
    expect((await screen.findByRole('alert')).textContent).toBe('Location service is down');
    expect(screen.getByRole('list', { name: 'Cities' })).toBeTruthy();
  });

  it('falls back to the chosen city when the pincode is outside the service area', async () => {
    stubLocationApi({
      [byPincode('110099', 2)]: {
        body: { data: { city: AGRA, pincode: '110099', nearbyCity: null, zones: [] } },
      },
    });
    await renderHost();
    await openPicker();
    await choose('New Delhi');
    await userEvent.type(await screen.findByLabelText('Pincode'), '110099');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cookie('carsetu_city')).toBe('2');
  });
});

describe('LocationPickerHost: detect my location', () => {
  it('looks the position up and goes to the pincode step', async () => {
    stubLocationApi({
      [locationUrl('locationType=geo&lat=18.5&lng=73.8')]: found(PUNE),
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 18.5, longitude: 73.8 } } as GeolocationPosition),
      },
    });
    await renderHost();
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Detect my location' }));
    expect(await screen.findByRole('dialog', { name: 'Your pincode in Pune' })).toBeTruthy();
  });

  it('shows "Finding your city…" while waiting and fails quietly (spec §8)', async () => {
    stubLocationApi();
    let deny: PositionErrorCallback | undefined;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => {
          deny = fail;
        },
      },
    });
    await renderHost();
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Detect my location' }));
    const waiting = screen.getByRole<HTMLButtonElement>('button', { name: 'Finding your city…' });
    expect(waiting.disabled).toBe(true);
    act(() => deny?.({ code: 1 } as GeolocationPositionError));
    expect(screen.getByRole('button', { name: 'Detect my location' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LocationPickerHost: where the visitor goes next', () => {
  it('sends a remembered Buy used car click to the listing for the city and pincode', async () => {
    stubLocationApi();
    await renderHost();
    await openPicker(() => handleBuyUsedCarClick({ preventDefault: () => {} }));
    await choose('Pune');
    await userEvent.type(await screen.findByLabelText('Pincode'), '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe(`${LISTING_PATH}?pincode=411001&storeCityId=5`));
  });

  it('lets the Buy used car link through once a pincode is known', () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '411001');
    const preventDefault = vi.fn();
    handleBuyUsedCarClick({ preventDefault });
    expect(preventDefault).not.toHaveBeenCalled();
  });

  it('keeps the listing filters in the new city, from the first page', async () => {
    stubLocationApi();
    await renderHost(`${LISTING_PATH}?make=maruti&page=3&source=locationSelector&storeCityId=2`, {
      cityId: 2,
    });
    await screen.findByRole('dialog', { name: 'Select your city' }, { timeout: 2000 });
    await choose('Pune');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(where()).toBe(`${LISTING_PATH}?make=maruti&storeCityId=5`));
  });

  it('drops the city from the listing URL for all India', async () => {
    stubLocationApi();
    await renderHost(`${LISTING_PATH}?make=maruti&storeCityId=2`);
    await openPicker();
    await choose('All India');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(where()).toBe(`${LISTING_PATH}?make=maruti`));
  });
});

describe('LocationPickerHost: opening rules (spec §4)', () => {
  it('opens by itself after the delay on a ?source=locationSelector visit', async () => {
    stubLocationApi();
    await renderHost('/?source=locationSelector', { cityId: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: 'Select your city' }, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('shows the coming-soon modal instead when the current city has nothing to offer', async () => {
    stubLocationApi();
    await renderHost('/?source=locationSelector', { cityId: 9 });
    expect(
      await screen.findByRole('dialog', { name: 'We are not in Shimla yet' }, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('does not open by itself without the source', async () => {
    const api = stubLocationApi();
    await renderHost('/', { cityId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('opens once the buy page is scrolled past the threshold when there is no pincode', async () => {
    stubLocationApi();
    await renderHost('/', { openOnScroll: true, cityId: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.scrollY = 250;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeTruthy();
    window.scrollY = 0;
  });

  it('opens when the page was already scrolled past the threshold before it hydrated', async () => {
    stubLocationApi();
    window.scrollY = 250;
    await renderHost('/', { openOnScroll: true, cityId: 2 });
    expect(await screen.findByRole('dialog', { name: 'Select your city' })).toBeTruthy();
    window.scrollY = 0;
  });

  it('never opens on scroll once a pincode is known', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '411001');
    const api = stubLocationApi();
    await renderHost('/', { openOnScroll: true, cityId: 2 });
    act(() => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
    window.scrollY = 0;
  });
});
