import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOUR_WINDOW } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/errors';

/**
 * Registry lookups (challans, vehicle details) per client IP per hour. Each lookup reaches the
 * government registry behind the provider, which is rate-limited and paid per call in real life;
 * a page view makes two lookups, so this allows about 60 vehicles an hour from one network.
 */
export const REGISTRY_LOOKUPS_PER_IP_PER_HOUR = 120;
export const LOOKUP_LIMIT_MESSAGE =
  'Too many vehicle lookups from your network. Please try again in an hour.';

export async function enforceLookupLimit(app: FastifyInstance, request: FastifyRequest) {
  const { count } = await app.rateLimiter.hit(
    `registry-lookup:ip:${request.ip}`,
    HOUR_WINDOW,
    app.config.now(),
  );
  if (count > REGISTRY_LOOKUPS_PER_IP_PER_HOUR) throw tooManyRequests(LOOKUP_LIMIT_MESSAGE);
}
