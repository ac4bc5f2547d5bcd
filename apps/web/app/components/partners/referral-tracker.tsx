import { REFERRAL_QUERY_PARAM } from '@carsetu/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserApi, settle } from '../../lib/browser-api';

const DEVICE_KEY = 'carsetu_device';

/** A random id this browser keeps, so a friend's visits count once a day, not once a page. */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/**
 * Counts a visit that arrived with ?ref=CODE (spec §7 referral tracking). From the browser, so the
 * page HTML stays the same for everyone (cacheable); a failure is ignored — it is only a count.
 */
export function ReferralTracker() {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM);
    if (!code) return;
    try {
      void settle(
        browserApi.POST('/api/consumer/api/v1/referral/track', {
          body: { code, landingPath: pathname, deviceId: deviceId() },
          keepalive: true,
        }),
      );
    } catch {
      // Storage blocked (private mode): nothing to count with.
    }
  }, [search, pathname]);
  return null;
}
