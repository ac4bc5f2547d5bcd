import { NAV_GRID_COLUMNS } from './nav-links';
import type { NavMenu } from './nav-menus';
import { PageLink } from './page-link';

const GRID_COLUMNS_CLASS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
};

/** A dropdown's content: an optional lead line, then up to 3 columns of up to 6 links. */
export function NavGrid({ menu, onNavigate }: { menu: NavMenu; onNavigate?: () => void }) {
  const columnCount = Math.min(menu.groups.length, NAV_GRID_COLUMNS);
  return (
    <div>
      {menu.lead ? (
        <p className="mb-4 flex items-center justify-between gap-6 border-b border-slate-100 pb-3 text-sm">
          <span className="font-semibold text-ink">{menu.lead.text}</span>
          <PageLink
            item={menu.lead.action}
            onNavigate={onNavigate}
            className="font-semibold text-blue-700 hover:underline"
          />
        </p>
      ) : null}
      <div className={`grid gap-x-10 gap-y-1 ${GRID_COLUMNS_CLASS[columnCount] ?? 'grid-cols-3'}`}>
        {menu.groups.map((group, index) => (
          <div key={group.title ?? index} className="min-w-44">
            {group.title ? (
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {group.title}
              </p>
            ) : null}
            <ul className="space-y-0.5">
              {group.items.map((item) => (
                <li key={item.url}>
                  <PageLink
                    item={item}
                    onNavigate={onNavigate}
                    className="block rounded-md px-2 py-1.5 -mx-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
