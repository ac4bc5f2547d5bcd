import { LANGUAGE_NAMES, LANGUAGE_TAGS, switchLanguageHref, type Locale } from '@carsetu/contracts';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n';

/**
 * English ⇄ हिन्दी (decision 0180): a plain link to this page in the other language, so the
 * server sets the language cookie and renders every text again, with or without JavaScript.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const location = useLocation();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={switchLanguageHref(`${location.pathname}${location.search}`, other)}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
