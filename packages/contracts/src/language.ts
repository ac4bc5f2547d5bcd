/*
 * The site's languages (decision 0180). English is the source language; Hindi is a translation.
 * A visitor picks one with `?lang=hi` (links, hreflang alternates) and the choice is kept in a
 * cookie, so every later page of the visit stays in that language without rewriting links.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The query parameter that switches language (and names the page's URL in that language). */
export const LANGUAGE_QUERY = 'lang';
/** The cookie that keeps the chosen language; it changes an anonymous page (page cache key). */
export const LANGUAGE_COOKIE = 'carsetu_lang';
/** A year: a language choice is a preference, not a session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What each language is called in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
/** `<html lang>` and `hreflang` values. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a request: the `lang` query parameter when it names a language, else the
 * cookie, else English. Anything else (`?lang=fr`, a forged cookie) falls back quietly.
 */
export function resolveLocale(
  query: string | null | undefined,
  cookie: string | undefined,
): Locale {
  if (isLocale(query)) return query;
  if (isLocale(cookie)) return cookie;
  return DEFAULT_LOCALE;
}

/**
 * The URL of a page in `locale`, as search engines know it (hreflang, canonical): English is the
 * plain URL, Hindi adds `?lang=hi`.
 */
export function localeUrl(pathWithQuery: string, locale: Locale): string {
  const url = new URL(pathWithQuery, 'http://x');
  if (locale === DEFAULT_LOCALE) url.searchParams.delete(LANGUAGE_QUERY);
  else url.searchParams.set(LANGUAGE_QUERY, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The switcher's link to this page in `locale`. Always names the language (`?lang=en` too), so
 * a visitor whose cookie says Hindi can switch back; the server then updates the cookie.
 */
export function switchLanguageHref(pathWithQuery: string, locale: Locale): string {
  const url = new URL(pathWithQuery, 'http://x');
  url.searchParams.set(LANGUAGE_QUERY, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}
