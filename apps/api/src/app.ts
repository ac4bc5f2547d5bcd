import { randomUUID } from 'node:crypto';
import { PublicContentSignal } from './lib/public-content';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@carsetu/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyRule, type AppConfig } from './config/env';
import { authPlugin } from './lib/auth';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit';
import { installErrorHandler } from './lib/error-handler';
import { finishOpenApiDocument } from './lib/openapi-document';
import { maintenancePlugin } from './lib/maintenance';
import { requestGuardPlugin } from './lib/request-guard';
import { isBuildAsset, securityHeadersPlugin } from './lib/security-headers';
import { trafficLimitPlugin } from './lib/traffic-limit';
import { healthRoutes } from './modules/health/health.routes';
import { apiModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
    config: AppConfig;
    /** Abuse-limit counters shared by every module (database rows, or Redis with REDIS_URL). */
    rateLimiter: RateLimiter;
    /** Say when what anonymous pages show has changed (the page cache listens; decision 0137). */
    publicContent: PublicContentSignal;
  }
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: AppConfig;
}

export type App = FastifyInstance;

/** The whole API as one Fastify instance; server.ts adds the web pages on top. */
export async function buildApp({ database, config }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxyRule(config.trustProxy),
    // Close idle keep-alive sockets on shutdown so close() waits only for requests in flight.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('publicContent', new PublicContentSignal(app.log));
  if (config.databaseUrl) await app.publicContent.share(config.databaseUrl);
  app.addHook('onClose', async () => app.publicContent.close());
  app.decorate('rateLimiter', createRateLimiter({ redisUrl: config.redisUrl, db: database.db }));
  app.addHook('onClose', async () => app.rateLimiter.close());
  app.addHook('onSend', async (request, reply) => {
    // Not on immutable build assets: no one traces a hashed file's request (≈ 55 bytes each).
    if (!isBuildAsset(request.url)) reply.header('x-request-id', request.id);
  });

  installErrorHandler(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(securityHeadersPlugin);
  await app.register(maintenancePlugin);
  await app.register(trafficLimitPlugin);
  await app.register(requestGuardPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CarSetu API',
        version: '1',
        description:
          'Buy and sell used cars, car loans and vehicle services. Services live under /api/<service>/.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () =>
    finishOpenApiDocument(app.swagger()),
  );

  await app.register(authPlugin);
  await app.register(healthRoutes);
  for (const { prefix, plugin } of apiModules) {
    await app.register(plugin, { prefix });
  }
  return app;
}
