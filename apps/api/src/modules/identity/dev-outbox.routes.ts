import { PhoneSchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../providers/sms/sandbox-outbox-sms';

/**
 * GET /api/dev/outbox?phone=<10 digits>: the sandbox SMS outbox, newest first. Registered only
 * when sandbox providers are allowed (development, tests, e2e); a production server has no such
 * route at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.allowSandboxProviders) return;
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SANDBOX: SMS messages the outbox provider "sent" to a phone, newest first',
        querystring: z.object({ phone: PhoneSchema }),
        response: {
          200: z.object({
            messages: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
          }),
        },
      },
    },
    async (request) => ({ messages: await listOutbox(app.db, request.query.phone) }),
  );
};
