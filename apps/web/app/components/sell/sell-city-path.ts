/**
 * Sell-city URLs (spec §2): /sell-used-cars-{city}/ is canonical; the spec's dropdown form
 * /sell-used-car-{city}/ answers 301 to it (decision 0011). React Router segments cannot carry a
 * static prefix before a parameter, so the catch-all route recognises both forms by this pattern.
 */
const SELL_CITY_PATH = /^\/sell-used-(cars|car)-([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export type SellCityPathMatch = { slug: string; canonical: boolean };

export function matchSellCityPath(pathname: string): SellCityPathMatch | null {
  const match = SELL_CITY_PATH.exec(pathname);
  if (!match) return null;
  return { slug: match[2]!, canonical: match[1] === 'cars' && pathname.endsWith('/') };
}
