import type { CompiledCatalog } from './compiled-messages';
import en from './compiled/en.json';
import hi from './compiled/hi.json';
import { registerCatalog } from './i18n';

/** The server renders every language: both catalogs are registered once, at start. */
export function registerAllCatalogs(): void {
  // JSON imports type plural branches as plain arrays, which the token tuple type rejects.
  registerCatalog('en', en as unknown as CompiledCatalog);
  registerCatalog('hi', hi as unknown as CompiledCatalog);
}
