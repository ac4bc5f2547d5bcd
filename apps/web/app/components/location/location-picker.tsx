import {
  LOCATION_PICKER_OPEN_DELAY_MS,
  LOCATION_PICKER_SCROLL_THRESHOLD_PX,
  type LocationCity,
} from '@carsetu/contracts';
import { useEffectAfterHydration } from '../../lib/hydrate-later';
import { useT } from '../../lib/i18n';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useToast } from '../ui';
import { ComingSoonCityModal } from './coming-soon-city-modal';
import { locate } from './location-api';
import { OPEN_LOCATION_PICKER_EVENT } from './location-events';
import { restoreLocation, type LocationSnapshot } from './location-undo';
import { cameFromLocationSelector, pickerDecision, shouldOpenOnScroll } from './picker-rules';
import { readStoredPincode } from './selected-city';

// Most visitors never open the picker: its code loads when it first opens.
const LocationPicker = lazy(() => import('./location-picker-dialog'));

export const LOCATION_UNDONE_MESSAGE = 'Your previous location is back';

/**
 * The location picker (spec §4) and its opening rules. Mount once per page that uses it; the
 * header opens it through location-events.ts. `openOnScroll` is the buy-used-cars rule.
 */
export function LocationPickerHost({
  cityId,
  openOnScroll = false,
}: {
  cityId: number | null;
  openOnScroll?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [comingSoon, setComingSoon] = useState<string | null>(null);
  const shownRef = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { showToast } = useToast();
  const t = useT();

  /** Every change is announced and can be undone: pages show other cars after it. */
  const onChanged = useCallback(
    (city: LocationCity, before: LocationSnapshot) => {
      showToast(t('Showing cars in {city}', { city: city.city_name }), 'info', {
        label: t('Undo'),
        onAction: () => {
          restoreLocation(before);
          const here = window.location.pathname + window.location.search;
          if (here === before.url) void revalidator.revalidate();
          else void navigate(before.url);
          showToast(t(LOCATION_UNDONE_MESSAGE), 'info');
        },
      });
    },
    [navigate, revalidator, showToast, t],
  );

  /** Applies the "opens only if…" rule for the current city before opening. */
  const attemptOpen = useCallback(async () => {
    if (shownRef.current) return;
    let decision: ReturnType<typeof pickerDecision> = 'open';
    let cityName = '';
    if (cityId !== null) {
      try {
        const found = await locate({ cityId, locationType: 'city', includeZones: 'false' });
        cityName = found.city.city_name;
        decision = found.city.is_virtual_city
          ? pickerDecision({ isShown: shownRef.current, isServiceable: true, hasNearbyCity: false })
          : pickerDecision({
              isShown: shownRef.current,
              isServiceable: found.city.isServiceable,
              hasNearbyCity: found.nearbyCity !== null,
            });
      } catch {
        decision = 'open'; // The lookup failed: still let the visitor choose.
      }
    }
    shownRef.current = true;
    if (decision === 'open') setOpen(true);
    else if (decision === 'coming-soon') setComingSoon(cityName);
  }, [cityId]);

  useEffect(() => {
    const onOpen = () => {
      shownRef.current = false;
      setOpen(true);
      shownRef.current = true;
    };
    window.addEventListener(OPEN_LOCATION_PICKER_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOCATION_PICKER_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (!cameFromLocationSelector(location.search)) return;
    const timer = window.setTimeout(() => void attemptOpen(), LOCATION_PICKER_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.search, attemptOpen]);

  // Reads the stored pincode and the scroll position: after hydration, not inside it. A visitor
  // on a slow phone may have scrolled past the threshold before then: checked once at the start.
  useEffectAfterHydration(() => {
    if (!openOnScroll || readStoredPincode()) return;
    const onScroll = () => {
      if (
        shouldOpenOnScroll(
          window.scrollY,
          LOCATION_PICKER_SCROLL_THRESHOLD_PX,
          Boolean(readStoredPincode()),
        )
      ) {
        window.removeEventListener('scroll', onScroll);
        void attemptOpen();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [openOnScroll, attemptOpen]);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <LocationPicker
            onClose={() => setOpen(false)}
            onComingSoon={(name) => {
              setOpen(false);
              setComingSoon(name);
            }}
            onChanged={onChanged}
          />
        </Suspense>
      )}
      {comingSoon !== null && (
        <ComingSoonCityModal
          cityName={comingSoon || 'your city'}
          onClose={() => setComingSoon(null)}
          onChooseAnother={() => {
            setComingSoon(null);
            setOpen(true);
          }}
        />
      )}
    </>
  );
}
