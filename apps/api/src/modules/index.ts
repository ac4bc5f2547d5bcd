import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API module, mounted under its service prefix (/api/consumer, /api/vehicle, /api/login,
 * /api/rewards, /api/lead) with the spec's path shape kept below it. Add one line per module.
 */
export interface ApiModule {
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
}

export const apiModules: ApiModule[] = [];
