import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The web build's hashed scripts, stylesheets and catalogs: never a document. */
const BUILD_ASSETS = '/assets/';

/** Whether a URL is a hashed build asset, whose responses carry only the headers files need. */
export function isBuildAsset(url: string): boolean {
  return url.startsWith(BUILD_ASSETS);
}

/**
 * Headers for every response. Pages add their CSP with a per-request nonce in the web handler
 * (web/mount-web.ts); API responses are JSON and get a CSP that allows nothing. Build assets keep
 * nosniff (a script or stylesheet must be served as one) and HSTS, and skip the headers that only
 * a document reads (framing, opener, permissions, referrer): ≈ 200 bytes on each of a page's ~40
 * asset responses, ≈ 8 KB a page over HTTP/1.1 (issue 14's transfer goal).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const hsts = app.config.isProduction && app.config.publicOrigin?.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (isBuildAsset(request.url)) return;
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (
      !reply.hasHeader('content-security-policy') &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs')
    ) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
});
