import { Link } from 'react-router';
import { MEDIA_BELOW_LG, MEDIA_LG_UP } from '../../lib/breakpoints';
import { HydrateLater } from '../../lib/hydrate-later';
import { useT } from '../../lib/i18n';
import { sliceKey } from '../../lib/slice-cache';
import { paths } from '../../lib/paths';
import { HeartIcon } from '../ui';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import type { FrameData } from './frame-data';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import type { NavMenu } from './nav-menus';

/** The page frame header (spec §2): logo, navigation with dropdowns, wishlist heart, account menu. */
export function SiteHeader({ frame, menus }: { frame: FrameData; menus: NavMenu[] }) {
  // Spec §2: the wishlist heart shows only on used-car routes.
  const showWishlist = frame.activeTab === 'Buy';
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('Skip to main content')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        {/* The menus are most of the header's HTML and depend only on their data: kept on the
            server (decision 0192). The language link and account menu read the URL: rendered.
            Each menu is hidden where the other shows (lg): a phone never runs the desktop one. */}
        <HydrateLater
          cacheKey={() => sliceKey('MobileNav', { menus, activeTab: frame.activeTab })}
          media={MEDIA_BELOW_LG}
        >
          <MobileNav menus={menus} activeTab={frame.activeTab} />
        </HydrateLater>
        <Logo />
        <HydrateLater
          cacheKey={() => sliceKey('DesktopNav', { menus, activeTab: frame.activeTab })}
          media={MEDIA_LG_UP}
        >
          <DesktopNav menus={menus} activeTab={frame.activeTab} />
        </HydrateLater>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
          {showWishlist ? (
            <Link
              to={paths.wishlist()}
              className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
              aria-label={`Wishlist, ${frame.wishlistCount} ${frame.wishlistCount === 1 ? 'car' : 'cars'}`}
            >
              <HeartIcon />
              {frame.wishlistCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] font-bold leading-5 text-white"
                >
                  {frame.wishlistCount}
                </span>
              ) : null}
            </Link>
          ) : null}
          <LanguageSwitch />
          <AccountMenu user={frame.user} />
        </div>
      </div>
    </header>
  );
}
