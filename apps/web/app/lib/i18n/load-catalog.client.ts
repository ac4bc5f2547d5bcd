import { isLocale, DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@carsetu/contracts';
import type { CompiledCatalog } from './compiled-messages';
import { CATALOG_URLS } from './catalog-urls';
import { registerCatalog } from './i18n';

/** The page's language, from `<html lang>` as the server rendered it. */
export function documentLocale(): Locale {
  const tag = document.documentElement.lang;
  const locale = LOCALES.find((candidate) => LANGUAGE_TAGS[candidate] === tag);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Fetches and registers the page language's catalog (the page preloaded it). A failed fetch still
 * lets the page hydrate: its buttons matter more than texts that would show in English.
 */
export async function loadDocumentCatalog(): Promise<void> {
  const locale = documentLocale();
  try {
    const response = await fetch(CATALOG_URLS[locale]);
    if (!response.ok) throw new Error(`catalog ${response.status}`);
    registerCatalog(locale, (await response.json()) as CompiledCatalog);
  } catch (error) {
    console.error('Could not load the page language', error);
    registerCatalog(locale, {});
  }
}
