import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const VOUCHER_PATTERN = /^CSM-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * The sandbox music partner (decision 0130): stands in for the partner's redemption page that
 * the music-partner redirect link leads to, so the link goes somewhere real in development and
 * tests. Mounted only where sandbox providers are allowed; production sets
 * MUSIC_PARTNER_REDEEM_URL to the partner's own page.
 */
export const sandboxMusicPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.allowSandboxProviders) return;
  app.get(
    '/v1/music/redeem',
    {
      schema: {
        tags: ['sandbox-partner'],
        operationId: 'sandboxMusicPartnerRedeem',
        summary: 'Sandbox music partner: the voucher redemption page (HTML)',
        querystring: z.object({
          voucher: z.string().regex(VOUCHER_PATTERN, 'Unknown voucher'),
          utm_source: z.string().max(40).optional(),
        }),
      },
    },
    async (request, reply) => {
      // The voucher matched a strict pattern, so it is safe inside the HTML.
      const { voucher } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Voucher redeemed | Sandbox music partner</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><main><h1>Voucher redeemed</h1><p>Voucher <strong>${voucher}</strong> gives you 3 months of ad-free music.</p><p>This is the sandbox music partner of a CarSetu development server.</p></main></body></html>`,
        );
    },
  );
};
