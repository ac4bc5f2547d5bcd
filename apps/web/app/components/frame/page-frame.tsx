import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HydrateLater } from '../../lib/hydrate-later';
import { ServerHtml } from '../../lib/server-html';
import { sliceKey } from '../../lib/slice-cache';
import { useLocale, useT } from '../../lib/i18n';
import { LoginProvider } from '../auth';
import { HelpWidget } from '../help';
import { LocationPickerHost } from '../location';
import { ToastProvider } from '../ui';
import { activeTab } from './active-tab';
import { frameOf, type FrameHandOff } from './frame-data';
import { navMenus } from './nav-menus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shared page frame (spec §2) around every page: header, page content, footer. */
export function PageFrame({ handOff, children }: { handOff: FrameHandOff; children: ReactNode }) {
  const { frame, catalog } = useMemo(() => frameOf(handOff), [handOff]);
  // The highlight follows the URL at once on client navigation, before loaders finish.
  const location = useLocation();
  // The server router reports /faq/ as /faq; the loader saw the real URL, so keep its trailing slash.
  const pathname =
    frame.pathname.replace(/\/$/, '') === location.pathname ? frame.pathname : location.pathname;
  const current = useMemo(
    () => ({ ...frame, pathname, activeTab: activeTab(pathname) }),
    [frame, pathname],
  );
  const t = useT();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const menus = useMemo(
    () => navMenus(catalog, pathname, locale, t),
    [catalog, pathname, locale, t],
  );
  return (
    // Toasts outside the login: a resumed action confirms itself with a toast (decision 0155).
    <ToastProvider>
      <LoginProvider user={frame.user}>
        {/* Hydrated in slices, in page order (decision 0184): header, page, footer. */}
        <HydrateLater>
          <SiteHeader frame={current} menus={menus} />
        </HydrateLater>
        <HydrateLater>
          <div className="flex flex-1 flex-col">{children}</div>
        </HydrateLater>
        {/* Kept on the server by its data (decision 0192): the catalog, made once per city
            (decision 0195); the year is the one other thing it reads. Links and text only, so
            the browser keeps its HTML and never hydrates it (decision 0198). */}
        <HydrateLater cacheKey={() => sliceKey('SiteFooter', { catalog, year })}>
          <ServerHtml contentKey={`footer:${frame.city.id}:${year}`}>
            <SiteFooter catalog={catalog} />
          </ServerHtml>
        </HydrateLater>
        <HelpWidget requestCallbackExperiment={frame.experiments?.requestCallback} />
        {/* One picker for every page: header Buy clicks and ?source=locationSelector open it anywhere;
            on the buy home it also opens after scrolling when no pincode is known (spec §4). */}
        <LocationPickerHost
          cityId={frame.city.id}
          openOnScroll={pathname.startsWith('/buy-used-cars')}
        />
      </LoginProvider>
    </ToastProvider>
  );
}
