import type { Locale } from '@carsetu/contracts';
import enUrl from './compiled/en.json?url';
import hiUrl from './compiled/hi.json?url';

/**
 * Where the browser fetches a language's compiled catalog: hashed build assets, cached for a
 * year, preloaded by the page so hydration does not wait a round trip for them.
 */
export const CATALOG_URLS: Record<Locale, string> = { en: enUrl, hi: hiUrl };
