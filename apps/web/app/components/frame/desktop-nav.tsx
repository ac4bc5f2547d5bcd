import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { handleBuyUsedCarClick } from '../location';
import { ChevronDownIcon } from '../ui';
import type { ActiveTab } from './active-tab';
import type { NavMenu } from './nav-menus';
import { NavGrid } from './nav-grid';

const TOP_LINK =
  'flex items-center rounded-md px-2.5 py-2 text-[15px] font-medium text-slate-700 hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-brand-700 aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8';

/**
 * Desktop header navigation (≥1024px): WAI-ARIA disclosure navigation with top-level links.
 * A dropdown opens on hover and on its button (click, Enter, Space); Escape closes it and returns
 * focus to the button; moving focus or the pointer away closes it. A panel's links are rendered
 * only while it is open.
 */
export function DesktopNav({
  menus,
  activeTab,
}: {
  menus: NavMenu[];
  activeTab: ActiveTab | null;
}) {
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A click right after the pointer opened a menu by hovering keeps it open instead of toggling.
  const openedByHover = useRef<string | null>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  return (
    <nav ref={navRef} aria-label={t('Main')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {menus.map((menu) => {
          const isOpen = openId === menu.id;
          const isActive = menu.tab !== undefined && menu.tab === activeTab;
          const hasMenu = menu.groups.length > 0;
          const panelId = `nav-panel-${menu.id}`;
          return (
            <li
              key={menu.id}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || !hasMenu) return;
                openedByHover.current = menu.id;
                setOpenId(menu.id);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse' && isOpen) setOpenId(null);
              }}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenId(null);
                }
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  setOpenId(null);
                  event.currentTarget
                    .querySelector<HTMLButtonElement>('button[aria-expanded]')
                    ?.focus();
                }
              }}
            >
              <div className="flex items-center">
                {menu.href ? (
                  <Link
                    to={menu.href}
                    className={TOP_LINK}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={menu.id === 'buy' ? handleBuyUsedCarClick : undefined}
                  >
                    {menu.label}
                  </Link>
                ) : null}
                {hasMenu ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={menu.href ? t('{label} menu', { label: menu.label }) : undefined}
                    onClick={() => {
                      const keepOpen = isOpen && openedByHover.current === menu.id;
                      openedByHover.current = null;
                      setOpenId(isOpen && !keepOpen ? null : menu.id);
                    }}
                    className={
                      menu.href
                        ? '-ml-2 rounded-md p-1.5 text-slate-500 hover:text-brand-700'
                        : `${TOP_LINK} gap-1`
                    }
                  >
                    {menu.href ? null : menu.label}
                    <ChevronDownIcon
                      className={`transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                ) : null}
              </div>
              {hasMenu ? (
                <div id={panelId} hidden={!isOpen} className="absolute left-0 top-full z-40 pt-2">
                  {/* Rendered when opened, not in every page's HTML: a closed panel cannot be
                      opened before the page is interactive, and its ~60 links cost every page
                      more than a kilobyte of gzip (issue 14, decision 0182). */}
                  {isOpen ? (
                    <div className="w-max max-w-[46rem] rounded-xl border border-slate-200 bg-white p-5 shadow-xl">
                      <NavGrid menu={menu} onNavigate={() => setOpenId(null)} />
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
