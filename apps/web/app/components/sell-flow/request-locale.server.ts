import { LANGUAGE_COOKIE, LANGUAGE_QUERY, resolveLocale, type Locale } from '@carsetu/contracts';
import { cookieValue } from '../../lib/cookie-value';

/** The page language of a request, as the root loader reads it (decision 0180). */
export function requestLocale(request: Request): Locale {
  return resolveLocale(
    new URL(request.url).searchParams.get(LANGUAGE_QUERY),
    cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE) ?? undefined,
  );
}
