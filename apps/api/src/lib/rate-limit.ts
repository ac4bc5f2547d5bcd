import type { Database } from '@carsetu/db';
import { createPostgresRateLimiter } from './rate-limit-postgres';
import { createRedisRateLimiter } from './rate-limit-redis';
import type { RateLimiter } from './rate-window';

export * from './rate-window';

export function createRateLimiter(options: { redisUrl?: string; db: Database }): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter(options.redisUrl)
    : createPostgresRateLimiter(options.db);
}
