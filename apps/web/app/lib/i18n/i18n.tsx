import { DEFAULT_LOCALE, isLocale, type Locale } from '@carsetu/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, type CompiledCatalog, type MessageValues } from './compiled-messages';

/*
 * Translations (decision 0180). Components call `t` with the English text and its values (an
 * ICU message such as "Used cars in {city}"): the English text is the message id, written once,
 * where it is shown. Catalogs are compiled ahead of time
 * (`npm run i18n`), so the browser gets data, not a message parser, and fills it in with
 * compiled-messages.ts; the server registers both languages at start, the browser only the
 * page's language, fetched before hydration.
 */

export type { MessageValues };
export type Translate = (message: string, values?: MessageValues) => string;

const catalogs = new Map<Locale, CompiledCatalog>();

/** Makes a compiled catalog available; called by the entries (and the test setup). */
export function registerCatalog(locale: Locale, messages: CompiledCatalog): void {
  catalogs.set(locale, messages);
}

function catalogFor(locale: Locale): { locale: Locale; messages: CompiledCatalog } {
  const messages = catalogs.get(locale);
  if (messages) return { locale, messages };
  const fallback = catalogs.get(DEFAULT_LOCALE);
  if (!fallback) throw new Error(`No catalog registered for ${locale}`);
  return { locale: DEFAULT_LOCALE, messages: fallback };
}

/**
 * `t` for code outside components: meta functions, loaders and actions that know the locale.
 * A text that is not in the catalog (a message the API wrote, data) is shown as it came: only
 * literal ids are extracted, and the catalog test proves those are all there.
 */
export function translator(locale: Locale): Translate {
  const catalog = catalogFor(locale);
  return (message, values) => {
    const compiled = catalog.messages[message];
    return compiled === undefined ? message : formatMessage(compiled, catalog.locale, values);
  };
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
