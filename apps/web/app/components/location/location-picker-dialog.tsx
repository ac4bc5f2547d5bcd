import {
  buildListingUrl,
  LISTING_PATH,
  LISTING_FILTER_QUERY,
  LISTING_QUERY,
  type City,
  type LocationCity,
} from '@carsetu/contracts';
import { useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClasses } from '../ui';
import { Dialog } from '../ui';
import { browserApi, settle } from '../../lib/browser-api';
import { locate } from './location-api';
import { takePendingBuyClick } from './location-events';
import { initialPickerState, pickerReducer } from './location-state';
import { snapshotLocation, type LocationSnapshot } from './location-undo';
import { readStoredPincode, saveSelectedCity, savePincode } from './selected-city';

/** The query name that marks a visit from the location selector (spec §4). */
const LOCATION_SOURCE_QUERY = 'source';

/**
 * The picker dialog itself, loaded only when it opens (it is most of the location code).
 * `onChanged` hears of every change with what was there before, so the host can offer Undo.
 */
export default function LocationPicker({
  onClose,
  onComingSoon,
  onChanged,
}: {
  onClose: () => void;
  onComingSoon: (cityName: string) => void;
  onChanged: (city: LocationCity, before: LocationSnapshot) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(pickerReducer, initialPickerState);
  const [cities, setCities] = useState<City[]>([]);
  const [filter, setFilter] = useState('');
  const [pincode, setPincode] = useState(readStoredPincode() ?? '');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();

  useEffect(() => {
    let live = true;
    void settle(browserApi.GET('/api/vehicle/v1/cities')).then(
      (answer) => live && setCities(answer.ok ? answer.data.data : []),
    );
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const list = cities.filter(
      (city) => !city.primaryGroupCity && (!text || city.name.toLowerCase().includes(text)),
    );
    return list.sort(
      (a, b) =>
        Number(b.isVirtualCity) - Number(a.isVirtualCity) ||
        Number(b.isPopular) - Number(a.isPopular) ||
        a.name.localeCompare(b.name),
    );
  }, [cities, filter]);

  async function chooseCity(cityId: number) {
    dispatch({ type: 'busy' });
    try {
      const found = await locate({ cityId, locationType: 'city', includeZones: 'false' });
      if (!found.city.isServiceable && !found.city.is_virtual_city && !found.nearbyCity) {
        onComingSoon(found.city.city_name);
        return;
      }
      dispatch({ type: 'city-found', city: found.city, nearby: found.nearbyCity });
    } catch (error) {
      dispatch({ type: 'error', message: (error as Error).message });
    }
  }

  function detectLocation() {
    if (!('geolocation' in navigator)) {
      dispatch({ type: 'geo-failed' });
      return;
    }
    dispatch({ type: 'geo-start' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        locate({
          locationType: 'geo',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        })
          .then((found) =>
            dispatch({ type: 'city-found', city: found.city, nearby: found.nearbyCity }),
          )
          .catch(() => dispatch({ type: 'geo-failed' }));
      },
      () => dispatch({ type: 'geo-failed' }),
      { timeout: 8000, maximumAge: 600_000 },
    );
  }

  function finish(city: LocationCity, chosenPincode: string | null) {
    const before = snapshotLocation(location.pathname + location.search);
    saveSelectedCity(city);
    if (chosenPincode) savePincode(chosenPincode);
    onClose();
    onChanged(city, before);
    const isAllIndia = city.is_virtual_city;
    if (takePendingBuyClick()) {
      navigate(
        buildListingUrl({
          filters: {},
          extraOptions: { pincode: chosenPincode },
          cityId: city.city_id,
          isAllIndia,
        }),
      );
    } else if (location.pathname === LISTING_PATH) {
      // Same filters in the new city, from the first page. Editing the canonical query keeps
      // its order (storeCityId last) without parsing the filters, which would need zod here.
      const query = new URLSearchParams(location.search);
      for (const name of [LOCATION_SOURCE_QUERY, LISTING_FILTER_QUERY.page, LISTING_QUERY.cityId]) {
        query.delete(name);
      }
      if (!isAllIndia) query.append(LISTING_QUERY.cityId, String(city.city_id));
      const search = query.toString();
      navigate(search ? `${LISTING_PATH}?${search}` : LISTING_PATH);
    } else {
      revalidator.revalidate();
    }
  }

  async function submitPincode(event: FormEvent) {
    event.preventDefault();
    if (!state.city) return;
    if (!/^[1-9][0-9]{5}$/.test(pincode)) {
      dispatch({ type: 'error', message: t('Enter a valid 6-digit pincode') });
      return;
    }
    dispatch({ type: 'busy' });
    try {
      const found = await locate({ locationType: 'pincode', pincode, cityId: state.city.city_id });
      finish(found.city.isServiceable ? found.city : state.city, pincode);
    } catch (error) {
      dispatch({ type: 'error', message: t((error as Error).message) });
    }
  }

  const title =
    state.step === 'pincode' && state.city
      ? t('Your pincode in {city}', { city: state.city.city_name })
      : t('Select your city');
  return (
    <Dialog open onClose={onClose} title={title}>
      {state.step === 'city' && (
        <div className="flex flex-col gap-4">
          <button
            type="button"
            onClick={detectLocation}
            className={buttonClasses('secondary', 'w-full')}
            disabled={state.geo === 'locating'}
          >
            {state.geo === 'locating' ? t('Finding your city…') : t('Detect my location')}
          </button>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('Search city')}
            <input
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              placeholder={t('Type your city')}
            />
          </label>
          <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto" aria-label={t('Cities')}>
            {shown.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  disabled={state.busy}
                  onClick={() => void chooseCity(city.id)}
                  className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left hover:border-brand-500 hover:bg-brand-50"
                >
                  {city.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.step === 'nearby' && state.city && state.nearby && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">
            {t(
              'We do not sell cars in {city} yet. {nearby} is the nearest city with cars for you.',
              {
                city: state.city.city_name,
                nearby: state.nearby.city_name,
              },
            )}
          </p>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => dispatch({ type: 'use-nearby' })}
          >
            {t('See cars in {city}', { city: state.nearby.city_name })}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => dispatch({ type: 'reset' })}
          >
            {t('Choose another city')}
          </button>
        </div>
      )}
      {state.step === 'pincode' && state.city && (
        <form
          onSubmit={(event) => void submitPincode(event)}
          className="flex flex-col gap-4"
          noValidate
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('Pincode')}
            <input
              value={pincode}
              onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="postal-code"
              className="rounded-lg border border-slate-300 px-3 py-2 text-base"
              aria-invalid={state.error ? true : undefined}
              aria-describedby="pincode-hint"
            />
          </label>
          <p
            id="pincode-hint"
            className={state.error ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
            role={state.error ? 'alert' : undefined}
          >
            {state.error ?? t('We use it to show cars and test-drive slots near you.')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('primary')} disabled={state.busy}>
              {t('Continue')}
            </button>
            <button
              type="button"
              className={buttonClasses('ghost')}
              onClick={() => finish(state.city!, null)}
            >
              {t('Skip for now')}
            </button>
          </div>
        </form>
      )}
      {state.step === 'city' && state.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </Dialog>
  );
}
