import { DEFAULT_LOCALE, isLocale, type Locale } from '@carsetu/contracts';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/*
 * Translations (decision 0180). Components call `t` with the English text and its values (an
 * ICU message such as "Used cars in {city}"): the English text is the message id, written once,
 * where it is shown. Catalogs are compiled ahead of time
 * (`npm run i18n`), so the browser gets data, not a message parser; the server registers both
 * languages at start, the browser only the page's language, fetched before hydration.
 */

export type MessageValues = Record<string, string | number>;
export type Translate = (message: string, values?: MessageValues) => string;

const instances = new Map<Locale, I18n>();

/** Makes a compiled catalog available; called by the entries (and the test setup). */
export function registerCatalog(locale: Locale, messages: Messages): void {
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
}

function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!i18n) throw new Error(`No catalog registered for ${locale}`);
  return i18n;
}

/**
 * `t` for code outside components: meta functions, loaders and actions that know the locale.
 * A text that is not in the catalog (a message the API wrote, data) is shown as it came: only
 * literal ids are extracted, and the catalog test proves those are all there.
 */
export function translator(locale: Locale): Translate {
  const i18n = i18nFor(locale);
  return (message, values) =>
    i18n.messages[message] === undefined ? message : i18n._(message, values);
}

/**
 * `t` for a route's `meta` function: the language comes from the root loader's data.
 * `export const meta = ({ matches }) => { const t = metaTranslator(matches); … }`
 */
export function metaTranslator(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
): Translate {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { locale?: unknown } | undefined;
  return translator(isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE);
}

/**
 * Marks a message for the catalog without translating it (a label kept in a constant and
 * translated where it is shown with `t(label)`).
 */
export const msg = (message: string) => message;

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The page language's `t`. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
