import type { Messages } from '@lingui/core';
import en from './compiled/en.json';
import hi from './compiled/hi.json';
import { registerCatalog } from './i18n';

/** The server renders every language: both catalogs are registered once, at start. */
export function registerAllCatalogs(): void {
  // JSON imports type plural branches as plain arrays, which Lingui's token tuple type rejects.
  registerCatalog('en', en as unknown as Messages);
  registerCatalog('hi', hi as unknown as Messages);
}
