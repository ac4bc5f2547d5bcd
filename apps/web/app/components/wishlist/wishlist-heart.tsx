import { useState } from 'react';
import { useLogin } from '../auth';
import { LOGIN_INTENT_TOASTS } from '../auth';
import { useToast } from '../ui';
import { browserApi, settle } from '../../lib/browser-api';
import { msg, useT } from '../../lib/i18n';

type Animation = 'like' | 'unlike' | 'like-alert' | null;

/** Saves or unsaves the car, or sets or clears its price-drop alert (the user's own shortlist). */
function changeWishlist(listingId: number, method: 'PUT' | 'DELETE', target: 'wishlist' | 'alert') {
  const params = { params: { path: { listingId } } };
  if (target === 'wishlist') {
    return method === 'PUT'
      ? browserApi.PUT('/api/consumer/inventory/v1/wishlist/{listingId}', params)
      : browserApi.DELETE('/api/consumer/inventory/v1/wishlist/{listingId}', params);
  }
  return method === 'PUT'
    ? browserApi.PUT('/api/consumer/inventory/v1/wishlist/{listingId}/price-alert', params)
    : browserApi.DELETE('/api/consumer/inventory/v1/wishlist/{listingId}/price-alert', params);
}

/** Confirmations after a change; the login flow's own toasts say the same (login-intent.ts). */
const WISHLIST_TOASTS: Record<Exclude<Animation, null> | 'alert-off', string> = {
  like: LOGIN_INTENT_TOASTS.wishlist,
  unlike: msg('Removed from your wishlist'),
  'like-alert': LOGIN_INTENT_TOASTS['price-alert'],
  'alert-off': msg('Price alert turned off'),
};
/** The toasts written here (the login flow's own are translated where they are written). */
const OWN_TOASTS = new Set([WISHLIST_TOASTS.unlike, WISHLIST_TOASTS['alert-off']]);
const UPDATE_FAILED = msg('Could not update your wishlist');

/** Tells the header heart and other hearts of the same car that the wishlist changed. */
export const WISHLIST_CHANGED_EVENT = 'carsetu:wishlist-changed';
export interface WishlistChangedDetail {
  listingId: number;
  isWishlisted: boolean;
  wishlistCount: number;
}

/**
 * The heart on cards and car pages (used-car routes only). Like / unlike / like-alert play a short
 * animation (none with prefers-reduced-motion, see app.css); a visitor gets the login prompt with
 * the wishlist heading and the car is saved right after logging in.
 */
export function WishlistHeart({
  listingId,
  title,
  initial,
  withAlert = false,
  initialAlert = false,
  size = 'md',
}: {
  listingId: number;
  title: string;
  initial: boolean;
  withAlert?: boolean;
  initialAlert?: boolean;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const { user, requireLogin } = useLogin();
  const { showToast } = useToast();
  const [saved, setSaved] = useState(initial);
  const [alertOn, setAlertOn] = useState(initialAlert);
  const [busy, setBusy] = useState(false);
  const [animation, setAnimation] = useState<Animation>(null);

  /** Saves the change; `announce` false when the login flow confirms it instead. */
  async function send(
    method: 'PUT' | 'DELETE',
    target: 'wishlist' | 'alert',
    next: Animation,
    announce = true,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await settle(changeWishlist(listingId, method, target));
      if (!answer.ok) throw new Error(answer.message ?? t(UPDATE_FAILED));
      const body = answer.data;
      setSaved(Boolean(body.isWishlisted));
      setAlertOn(Boolean(body.hasPriceAlert));
      setAnimation(next);
      window.dispatchEvent(
        new CustomEvent<WishlistChangedDetail>(WISHLIST_CHANGED_EVENT, {
          detail: {
            listingId,
            isWishlisted: Boolean(body.isWishlisted),
            wishlistCount: body.wishlistCount ?? 0,
          },
        }),
      );
      if (announce) {
        const message = WISHLIST_TOASTS[next ?? 'alert-off'];
        if (message) showToast(OWN_TOASTS.has(message) ? t(message) : message, 'success');
      }
      return true;
    } catch (error) {
      showToast((error as Error).message, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  // A visitor's tap is finished after login: the car is saved (never unsaved) and the alert set.
  const toggle = () => {
    if (user) void send(saved ? 'DELETE' : 'PUT', 'wishlist', saved ? 'unlike' : 'like');
    else
      requireLogin('wishlist', () => send('PUT', 'wishlist', 'like', false), {
        intent: 'wishlist',
      });
  };
  const toggleAlert = () => {
    if (user) void send(alertOn ? 'DELETE' : 'PUT', 'alert', alertOn ? null : 'like-alert');
    else
      requireLogin('notification-alert', () => send('PUT', 'alert', 'like-alert', false), {
        intent: 'price-alert',
      });
  };

  const box = size === 'lg' ? 'h-11 w-11' : 'h-10 w-10';
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={saved}
        aria-label={
          saved
            ? t('Remove {title} from wishlist', { title })
            : t('Save {title} to wishlist', { title })
        }
        onAnimationEnd={() => setAnimation(null)}
        className={`wishlist-heart ${animation ? `wishlist-heart--${animation}` : ''} inline-flex ${box} items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:ring-brand-500`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
          <path
            d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.5 1.1 4.4 2.5C11.9 6.1 13.3 5 15.4 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21z"
            fill={saved ? '#dc2626' : 'none'}
            stroke={saved ? '#dc2626' : '#334155'}
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {withAlert && (
        <button
          type="button"
          onClick={toggleAlert}
          disabled={busy}
          aria-pressed={alertOn}
          className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {alertOn ? t('Price alert on') : t('Set notification alert')}
        </button>
      )}
    </span>
  );
}
