import { formatPhoneForDisplay } from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { msg, useT } from '../../lib/i18n';
import type { FrameUser, LoginReason } from '../auth';
import { logout } from '../auth';
import { useLogin } from '../auth';
import { buttonClasses } from '../ui';
import { ChevronDownIcon } from '../ui';
import { afterLogoutUrl } from './logout-target';
import { useDomId } from '../../lib/dom-id';

/** Account-area entries; each prompts login for a visitor (spec §2, §6). */
const ACCOUNT_LINKS: Array<{ label: string; to: string; reason: LoginReason }> = [
  { label: msg('My Appointments'), to: paths.myAppointments(), reason: 'appointments' },
  { label: msg('My Bookings'), to: paths.myBookings(), reason: 'view-bookings' },
  { label: msg('My Orders'), to: paths.myOrders(), reason: 'orders' },
  { label: msg('My Loans'), to: paths.myLoans(), reason: 'continue' },
  { label: msg('My Reports'), to: paths.myReports(), reason: 'continue' },
  { label: msg('My Vehicles'), to: paths.myVehicles(), reason: 'continue' },
  { label: msg('Wishlist'), to: paths.wishlist(), reason: 'see-wishlist' },
  { label: msg('Rewards'), to: paths.rewards(), reason: 'continue' },
];

const PencilIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path
      d="M12 20h9M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4Z"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-slate-100';

/** Header account menu (spec §2): 'Hello, Sign in' for visitors, the user's details once logged in. */
export function AccountMenu({ user }: { user: FrameUser | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const { requireLogin } = useLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useDomId();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function onLogout() {
    setLogoutError(null);
    try {
      await logout();
    } catch (error) {
      setLogoutError((error as Error).message);
      return;
    }
    // A full load, so no private data stays in memory after logout.
    window.location.assign(afterLogoutUrl(pathname, window.location.href));
  }

  const prompt = (reason: LoginReason, to: string) => {
    setOpen(false);
    requireLogin(reason, () => void navigate(to));
  };

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-10 max-w-full items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:bg-slate-100"
      >
        <span className="min-w-0 max-w-32 truncate">
          {user ? t('Hello, {name}', { name: user.name || t('there') }) : t('Hello, Sign in')}
        </span>
        {/* Below 375px the header has no room for the chevron beside the wishlist heart. */}
        <ChevronDownIcon className="shrink-0 max-[374px]:hidden" />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-40 mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
        >
          {user ? (
            <div className="mb-2 flex items-start justify-between gap-2 border-b border-slate-200 px-3 pb-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{user.name || t('Add your name')}</p>
                <p className="text-sm text-slate-700">{formatPhoneForDisplay(user.mobile)}</p>
                {user.email ? (
                  <p className="truncate text-sm text-slate-700">{user.email}</p>
                ) : null}
              </div>
              <Link
                to={paths.profile()}
                aria-label={t('Edit profile')}
                className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
              >
                <PencilIcon />
              </Link>
            </div>
          ) : (
            <div className="mb-2 border-b border-slate-200 px-3 pb-3">
              <p className="font-semibold text-ink">{t('Hello, Sign in')}</p>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  requireLogin('continue');
                }}
                className={buttonClasses('primary', 'mt-2 w-full text-sm')}
              >
                {t('LOG IN/SIGN UP')}
              </button>
            </div>
          )}
          <ul>
            {ACCOUNT_LINKS.map((item) => (
              <li key={item.to}>
                {user ? (
                  <Link to={item.to} className={itemClass}>
                    {t(item.label)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={itemClass}
                    onClick={() => prompt(item.reason, item.to)}
                  >
                    {t(item.label)}
                  </button>
                )}
              </li>
            ))}
            {user ? (
              <li className="mt-1 border-t border-slate-200 pt-1">
                <button type="button" className={itemClass} onClick={() => void onLogout()}>
                  {t('Logout')}
                </button>
                {logoutError ? (
                  <p role="alert" className="px-3 text-sm text-red-700">
                    {logoutError}
                  </p>
                ) : null}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
