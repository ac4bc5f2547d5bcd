import { useState } from 'react';
import { Link } from 'react-router';
import { handleBuyUsedCarClick } from '../location';
import { Dialog } from '../ui';
import { ChevronDownIcon, MenuIcon, PhoneIcon } from '../ui';
import type { ActiveTab } from './active-tab';
import type { NavMenu } from './nav-menus';
import { PageLink } from './page-link';
import { useT } from '../../lib/i18n';
import { SUPPORT_HOURS, SUPPORT_PHONE, supportPhoneHref } from '../../lib/support';

const ROW =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink';

/**
 * Phone navigation (<1024px): a menu button opening a drawer with the same sections as the desktop
 * header, each dropdown as a disclosure list.
 */
export function MobileNav({ menus, activeTab }: { menus: NavMenu[]; activeTab: ActiveTab | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-2.5 rounded-lg p-2.5 text-ink hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      <Dialog open={open} onClose={close} title={t('Menu')} placement="left">
        <nav aria-label={t('Main')}>
          <ul className="space-y-1">
            {menus.map((menu) => {
              const isActive = menu.tab !== undefined && menu.tab === activeTab;
              const activeClass = isActive
                ? 'bg-brand-50 text-brand-800 font-semibold'
                : 'hover:bg-slate-50';
              if (menu.groups.length === 0 && menu.href) {
                return (
                  <li key={menu.id}>
                    <Link
                      to={menu.href}
                      onClick={close}
                      aria-current={isActive ? 'page' : undefined}
                      className={`${ROW} ${activeClass}`}
                    >
                      {menu.label}
                    </Link>
                  </li>
                );
              }
              return (
                <li key={menu.id}>
                  <details className="group">
                    <summary
                      className={`${ROW} ${activeClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                    >
                      {menu.label}
                      <ChevronDownIcon className="text-slate-500 transition-transform group-open:rotate-180" />
                    </summary>
                    <div className="pb-3 pl-3 pr-1">
                      {menu.href ? (
                        <Link
                          to={menu.href}
                          onClick={(event) => {
                            if (menu.id === 'buy') handleBuyUsedCarClick(event);
                            close();
                          }}
                          aria-current={isActive ? 'page' : undefined}
                          className="block rounded-md px-3 py-2 font-semibold text-brand-700"
                        >
                          {menu.allLabel ?? menu.label}
                        </Link>
                      ) : null}
                      {menu.lead ? (
                        <p className="flex items-center justify-between px-3 py-2 text-sm">
                          <span className="text-slate-600">{menu.lead.text}</span>
                          <PageLink
                            item={menu.lead.action}
                            onNavigate={close}
                            className="font-semibold text-blue-700"
                          />
                        </p>
                      ) : null}
                      {menu.groups.map((group, index) => (
                        <div key={group.title ?? index} className="mt-2">
                          {group.title ? (
                            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                              {group.title}
                            </p>
                          ) : null}
                          <ul>
                            {group.items.map((item) => (
                              <li key={item.url}>
                                <PageLink
                                  item={item}
                                  onNavigate={close}
                                  className="block rounded-md px-3 py-2 text-[15px] text-slate-700 hover:bg-slate-50"
                                />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-6 border-t border-slate-200 px-3 pt-4 text-sm text-slate-600">
          {t('Need help? Call')}{' '}
          <a
            href={supportPhoneHref()}
            className="inline-flex items-center gap-1 font-semibold text-blue-700"
          >
            <PhoneIcon />
            {SUPPORT_PHONE}
          </a>{' '}
          ({SUPPORT_HOURS})
        </p>
      </Dialog>
    </div>
  );
}
