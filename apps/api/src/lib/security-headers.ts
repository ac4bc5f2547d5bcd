import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers for every response. Pages add their CSP with a per-request nonce in the web handler
 * (web/mount-web.ts); API responses are JSON and get a CSP that allows nothing.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const hsts = app.config.isProduction && app.config.publicOrigin?.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (
      !reply.hasHeader('content-security-policy') &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs')
    ) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
});
