import type { HeaderSection, PageLink } from '@carsetu/contracts';
import { deepFreeze } from '../../lib/deep-freeze';
import { translator, type Translate } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { ActiveTab } from './active-tab';
import type { FrameCatalog, FrameData } from './frame-data';
import {
  carServicesLinks,
  changeCityUrl,
  NAV_GRID_COLUMNS,
  NAV_GRID_ROWS,
  newCarBodyTypeLinks,
  newCarBrandLink,
  newCarBudgetLinks,
  ourProductsLinks,
  translatedLinks,
} from './nav-links';

export interface NavGroup {
  title?: string;
  items: PageLink[];
}

/** One header entry: a link, a dropdown, or both (a link with a separate menu button). */
export interface NavMenu {
  id: 'buy' | 'sell' | 'finance' | 'new-cars' | 'products' | 'services' | 'faq';
  label: string;
  href?: string;
  /** Name of the top-level link inside the phone drawer's disclosure list. */
  allLabel?: string;
  tab?: ActiveTab;
  /** At most NAV_GRID_COLUMNS groups of at most NAV_GRID_ROWS items (spec §9: 3 × 6). */
  groups: NavGroup[];
  /** A line above the grid, e.g. the selected city with its change-city action. */
  lead?: { text: string; action: PageLink };
}

const BUY_SECTION_ORDER = ['popular-brands', 'budget', 'body-types', 'fuel-types', 'quick-links'];

function fitGrid(groups: NavGroup[]): NavGroup[] {
  return groups
    .filter((group) => group.items.length > 0)
    .slice(0, NAV_GRID_COLUMNS)
    .map((group) => ({ ...group, items: group.items.slice(0, NAV_GRID_ROWS) }));
}

/** A flat list laid out column by column in the 3 × 6 grid. */
function columns(items: PageLink[]): NavGroup[] {
  const groups: NavGroup[] = [];
  for (let start = 0; start < items.length; start += NAV_GRID_ROWS) {
    groups.push({ items: items.slice(start, start + NAV_GRID_ROWS) });
  }
  return fitGrid(groups);
}

/**
 * The Buy dropdown's sections as it shows them: in display order, cut to the 3 × 6 grid. The
 * frame loader sends only these to the browser (a page hydrates only what it shows; issue 14).
 */
export function shownBuySections(sections: readonly HeaderSection[]): HeaderSection[] {
  return [...sections]
    .sort((a, b) => BUY_SECTION_ORDER.indexOf(a.key) - BUY_SECTION_ORDER.indexOf(b.key))
    .filter((section) => section.items.length > 0)
    .slice(0, NAV_GRID_COLUMNS)
    .map((section) => ({ ...section, items: section.items.slice(0, NAV_GRID_ROWS) }));
}

/** What the menus are made of: the frame's catalog and the page (the loan link names it). */
type MenuSources = Pick<FrameData, keyof FrameCatalog | 'pathname'>;

/** Menus of kept (frozen) catalogs, by locale and page, each made and frozen once. */
const menusOfFrozenCatalogs = new WeakMap<FrameCatalog, Map<string, NavMenu[]>>();
/** Pages whose menus are kept per catalog (car pages each have their own path). */
export const KEPT_MENUS_PER_CATALOG = 64;

/**
 * The header's menus for a page. Of a kept (frozen) catalog on the server, the same frozen menus
 * for the same locale and page, so the menus' slice keys are made once (decision 0195).
 */
export function navMenus(
  catalog: FrameCatalog,
  pathname: string,
  locale: string,
  t: Translate,
): NavMenu[] {
  if (!Object.isFrozen(catalog)) return buildNavMenus({ ...catalog, pathname }, t);
  let byPage = menusOfFrozenCatalogs.get(catalog);
  if (!byPage) menusOfFrozenCatalogs.set(catalog, (byPage = new Map()));
  const key = `${locale}\u0000${pathname}`;
  let menus = byPage.get(key);
  if (!menus) {
    if (byPage.size >= KEPT_MENUS_PER_CATALOG) byPage.clear();
    menus = deepFreeze(buildNavMenus({ ...catalog, pathname }, t));
    byPage.set(key, menus);
  }
  return menus;
}

/** The header's menus in display order (spec §2 "Page frame header"). */
export function buildNavMenus(frame: MenuSources, t: Translate = translator('en')): NavMenu[] {
  const buySections = shownBuySections(frame.buySections);
  return [
    {
      id: 'buy',
      label: t('Buy used car'),
      href: paths.buyUsedCars(),
      allLabel: t('All used cars'),
      tab: 'Buy',
      lead: {
        text: t('Used cars in {city}', { city: frame.city.name }),
        action: { title: t('Change city'), url: changeCityUrl, rel: null, suffixIcon: null },
      },
      groups: fitGrid(
        buySections.map((section) => ({ title: section.title, items: section.items })),
      ),
    },
    {
      id: 'sell',
      label: t('Sell car'),
      href: paths.sellUsedCars(),
      allLabel: t('Sell your car'),
      tab: 'Sell',
      groups: columns(
        frame.sellCities.map((city) => ({
          title: t('Sell car in {city}', { city: city.title }),
          url: city.seoLink,
          rel: null,
          suffixIcon: null,
        })),
      ),
    },
    {
      id: 'finance',
      label: t('Car finance'),
      href: paths.usedCarLoan(frame.pathname),
      tab: 'Loan',
      groups: [],
    },
    {
      id: 'new-cars',
      label: t('New cars'),
      href: paths.newCars(),
      allLabel: t('All new cars'),
      groups: fitGrid([
        {
          title: t('Popular brands'),
          items: frame.popularBrands.map((brand) => newCarBrandLink(brand, t)),
        },
        { title: t('By body type'), items: translatedLinks(newCarBodyTypeLinks, t) },
        { title: t('By budget'), items: newCarBudgetLinks(t) },
      ]),
    },
    {
      id: 'products',
      label: t('Our products'),
      groups: columns(translatedLinks(ourProductsLinks, t)),
    },
    {
      id: 'services',
      label: t('Car services'),
      groups: columns(translatedLinks(carServicesLinks, t)),
    },
    { id: 'faq', label: t('FAQ'), href: paths.faq('buy'), groups: [] },
  ];
}
