import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY,
  isLocale,
} from '@carsetu/contracts';
import type { FastifyRequest } from 'fastify';
import { cookieValues } from './cookie-values';

/**
 * The Set-Cookie that keeps a language chosen with `?lang=` (decision 0180), or null when the
 * request names none, names one the site does not have, or the cookie already says it. Not
 * HttpOnly: the choice is not a secret and the page may read it.
 */
export function languageCookieFor(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[LANGUAGE_QUERY];
  if (!isLocale(asked)) return null;
  const current = cookieValues(request.headers.cookie).get(LANGUAGE_COOKIE);
  if (current === asked) return null;
  return `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
