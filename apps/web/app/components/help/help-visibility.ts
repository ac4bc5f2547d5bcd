import { matchSellCityPath } from '../sell';

/**
 * Where the floating 'Need Help?' widget shows (spec §2 "Help widget"; the spec's show and hide
 * lists overlap, the rule is docs/decisions/0070-help-widget-visibility.md):
 * - the 'Need Help?' button on home, sell-marketing, sell-used-car, used-car-evaluation, why-us;
 * - the older bubble on buy-used-cars;
 * - nothing on used-car-loan or on any route neither list names.
 * The hide list is read as where the older bubble is hidden: on the first four routes the newer
 * button takes its place, and on used-car-loan neither shows.
 */
export type HelpRouteName =
  | 'home'
  | 'sell-marketing'
  | 'sell-used-car'
  | 'used-car-evaluation'
  | 'why-us'
  | 'buy-used-cars'
  | 'used-car-loan';

export type HelpWidgetVariant = 'button' | 'bubble';

const ROUTE_BY_PATH: Record<string, HelpRouteName> = {
  '/': 'home',
  '/sell-used-cars/': 'sell-marketing',
  '/used-car-valuation/': 'used-car-evaluation',
  /** The why-us marketing page; its path is not in the spec's route table (decision 0070). */
  '/why-us/': 'why-us',
  '/buy-used-cars/': 'buy-used-cars',
  '/used-car-loan/': 'used-car-loan',
};
/** City buy pages (/buy-used-cars-{city}/) are buy-used-cars routes too. */
const BUY_CITY_PATH = /^\/buy-used-cars-[a-z0-9]+(?:-[a-z0-9]+)*\/$/;

const VARIANT_BY_ROUTE: Record<HelpRouteName, HelpWidgetVariant | null> = {
  home: 'button',
  'sell-marketing': 'button',
  'sell-used-car': 'button',
  'used-car-evaluation': 'button',
  'why-us': 'button',
  'buy-used-cars': 'bubble',
  'used-car-loan': null,
};

/** The spec's route name of a path, for the routes the help widget reacts to. */
export function helpRouteName(pathname: string): HelpRouteName | null {
  const path = pathname.toLowerCase();
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const named = ROUTE_BY_PATH[withSlash];
  if (named) return named;
  if (matchSellCityPath(withSlash)) return 'sell-used-car';
  if (BUY_CITY_PATH.test(withSlash)) return 'buy-used-cars';
  return null;
}

/** Which widget the page shows, or null when it shows none. */
export function helpWidgetVariant(pathname: string): HelpWidgetVariant | null {
  const route = helpRouteName(pathname);
  return route ? VARIANT_BY_ROUTE[route] : null;
}
