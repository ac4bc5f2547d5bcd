import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, HTTP } from './errors';
import { errorBody } from './error-body';

/** A percent-encoded C0 control character or DEL anywhere in the path or query. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** Control characters a JSON string may not carry (tab, newline and carriage return may). */
// eslint-disable-next-line no-control-regex
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** JSON nesting this deep is not something any form sends. */
const MAX_BODY_DEPTH = 32;

export const CONTROL_CHARACTERS_MESSAGE =
  'The address or the form contains control characters. Please remove them and try again.';
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use carsetu.in directly.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the body (parsed JSON) holds a string or key with a control character. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > MAX_BODY_DEPTH) return true;
  if (typeof value === 'string') return BODY_CONTROL.test(value);
  if (Array.isArray(value)) return value.some((item) => hasControlCharacters(item, depth + 1));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(
      ([key, item]) => BODY_CONTROL.test(key) || hasControlCharacters(item, depth + 1),
    );
  }
  return false;
}

/**
 * A state-changing request a browser sent on behalf of another site: Sec-Fetch-Site says so, or
 * the Origin is not ours. Requests without either header (server-to-server webhooks, curl, the
 * pages' in-process API calls) are not browser cross-site requests and pass; SameSite=Lax on the
 * session cookie stays as a second layer.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = `${request.protocol}://${request.host}`;
  return origin !== own && origin !== publicOrigin;
}

/**
 * Input hygiene and CSRF defence for every route, pages included (docs/decisions/0260):
 * - a percent-encoded control character in the path or query → 400 JSON before any route runs
 *   (PostgreSQL refuses NUL in text, and a tab or newline in a redirect target is a trick);
 * - a JSON body with a control character in any string → 400 JSON;
 * - POST/PUT/PATCH/DELETE from another site (Origin or Sec-Fetch-Site) → 403 JSON;
 * - the API accepts only JSON bodies: text/plain (which a cross-site form may send without a
 *   preflight) is no longer parsed, so it gets 415.
 */
export const requestGuardPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_CONTROL.test(request.url)) {
      return reply
        .status(HTTP.BAD_REQUEST)
        .send(errorBody('CONTROL_CHARACTERS', CONTROL_CHARACTERS_MESSAGE));
    }
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, app.config.publicOrigin)) {
      return reply.status(HTTP.FORBIDDEN).send(errorBody('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE));
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && hasControlCharacters(request.body)) {
      throw new AppError(HTTP.BAD_REQUEST, 'CONTROL_CHARACTERS', CONTROL_CHARACTERS_MESSAGE);
    }
  });
});
