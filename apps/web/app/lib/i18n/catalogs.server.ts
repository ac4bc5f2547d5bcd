import type { Messages } from '@lingui/core';
import en from './compiled/en.json';
import hi from './compiled/hi.json';
import { registerCatalog } from './i18n';

/**
 * The server renders every language: both catalogs are registered once, at start. (TypeScript
 * types the JSON from its contents, which a plural message does not fit: hence `unknown`.)
 */
export function registerAllCatalogs(): void {
  registerCatalog('en', en as unknown as Messages);
  registerCatalog('hi', hi as unknown as Messages);
}
