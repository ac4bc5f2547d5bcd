import type { InternalApi } from '@carsetu/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request that the API must see too (session, client identity). */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for'] as const;

/**
 * The web app's API client in the one-process mode: app.inject runs the real route (validation,
 * auth, error mapping) without a socket.
 */
export function createInternalApi(app: FastifyInstance, pageRequest: FastifyRequest): InternalApi {
  const forwarded: Record<string, string> = { 'x-request-id': pageRequest.id };
  for (const name of FORWARDED_HEADERS) {
    const value = pageRequest.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  if (!forwarded['x-forwarded-for']) forwarded['x-forwarded-for'] = pageRequest.ip;
  return {
    async request({ method, url, body, headers }) {
      const response = await app.inject({
        method,
        url,
        // Per-IP abuse limits must see the visitor, not the in-process caller.
        remoteAddress: pageRequest.ip,
        headers: {
          ...forwarded,
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      const responseHeaders: Record<string, string | string[] | undefined> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        responseHeaders[name] = typeof value === 'number' ? String(value) : value;
      }
      return { status: response.statusCode, headers: responseHeaders, body: response.body };
    },
  };
}
