import type { Messages } from '@lingui/core';
import en from './compiled/en.json';
import hi from './compiled/hi.json';
import { registerCatalog } from './i18n';

/** The server renders every language: both catalogs are registered once, at start. */
export function registerAllCatalogs(): void {
  registerCatalog('en', en as Messages);
  registerCatalog('hi', hi as Messages);
}
