import { randomUUID } from 'node:crypto';
import type { InternalApi } from '@carsetu/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/identity';
import { cookieValues } from './cookie-values';
import type { HotReadCache } from './hot-read-cache';

/**
 * Headers of the page request that the API must see too (session, language). The client address
 * travels as the inject's remote address, already resolved through the trusted proxy hops, and
 * never as X-Forwarded-For (the API would read its own hops off it again).
 */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;
/** What the calls carry when the visitor's socket is already gone (they disconnected). */
const GONE_CLIENT_ADDRESS = '0.0.0.0';
/** Marks in-process calls, so the general rate limit counts the page request only once. */
export const INTERNAL_CALL_HEADER = 'x-carsetu-internal';
export const INTERNAL_CALL_TOKEN = randomUUID();

/**
 * The web app's API client in the one-process mode: app.inject runs the real route (validation,
 * auth, error mapping) without a socket.
 */
export function createInternalApi(
  app: FastifyInstance,
  pageRequest: FastifyRequest,
  hotReads?: HotReadCache,
): InternalApi & { readonly sawDatabaseUnavailable: boolean } {
  let sawDatabaseUnavailable = false;
  const forwarded: Record<string, string> = {
    'x-request-id': pageRequest.id,
    [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = pageRequest.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  // Read once, now: after a disconnect the socket no longer knows the address.
  const clientAddress = pageRequest.ip || GONE_CLIENT_ADDRESS;
  // The API reads the session from this cookie alone (calls never carry an Authorization
  // header), and an empty value is no session there either.
  const withoutSession = !cookieValues(pageRequest.headers.cookie).get(SESSION_COOKIE);
  return {
    withoutSession,
    /** A call answered 503 because the database was away: the page answers 503 too. */
    get sawDatabaseUnavailable() {
      return sawDatabaseUnavailable;
    },
    async request({ method, url, body, headers }) {
      // Only GETs are reused; the cache itself keeps only the hot reads' answers (one pattern
      // match per call, in `set`, and none on a reuse).
      const hot = method === 'GET' ? hotReads : undefined;
      const reused = hot?.get(url);
      if (reused) return reused;
      const response = await app.inject({
        method,
        url,
        // Per-IP abuse limits must see the visitor, not the in-process caller.
        remoteAddress: clientAddress,
        headers: {
          ...forwarded,
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.statusCode === 503 && response.headers['retry-after'] !== undefined) {
        sawDatabaseUnavailable ||= response.body.includes('"DATABASE_UNAVAILABLE"');
      }
      const responseHeaders: Record<string, string | string[] | undefined> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        responseHeaders[name] = typeof value === 'number' ? String(value) : value;
      }
      const answer = { status: response.statusCode, headers: responseHeaders, body: response.body };
      // A kept answer carries its parsed body, from this first page on.
      return hot ? hot.set(url, answer) : answer;
    },
  };
}
