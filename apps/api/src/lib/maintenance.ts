import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP } from './errors';
import { errorBody } from './error-body';
import { renderMaintenancePage } from '../web/maintenance-page';

export const MAINTENANCE_TITLE = "We'll be right back!";
const RETRY_AFTER_SECONDS = 600;

/** MAINTENANCE=1: every page answers 503 with the maintenance page, the API 503 JSON. */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.maintenance) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/healthz' || request.url === '/readyz') return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (request.url.startsWith('/api/')) {
      return reply
        .status(HTTP.SERVICE_UNAVAILABLE)
        .send(errorBody('MAINTENANCE', MAINTENANCE_TITLE));
    }
    return reply
      .status(HTTP.SERVICE_UNAVAILABLE)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMaintenancePage());
  });
});
