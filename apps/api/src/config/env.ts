import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * Every setting the server reads, parsed once at start-up (fails fast with the bad key).
 * Nothing else in the code base reads process.env.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  MAINTENANCE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin when behind a proxy, e.g. https://www.carsetu.in; enables HSTS when https. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: flag,
  SKIP_SEED: flag,
  /** Lets a production-mode server use sandbox providers (SMS outbox, sandbox payments): e2e only. */
  ALLOW_SANDBOX_PROVIDERS: flag,
  /** The web build directory, relative to apps/web (parallel e2e runs use their own). */
  WEB_BUILD_DIR: z.string().default('build'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  maintenance: boolean;
  logLevel: Env['LOG_LEVEL'];
  publicOrigin?: string;
  trustProxy: boolean;
  skipSeed: boolean;
  allowSandboxProviders: boolean;
  webBuildDir: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    maintenance: env.MAINTENANCE,
    logLevel: env.LOG_LEVEL,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    skipSeed: env.SKIP_SEED,
    allowSandboxProviders: env.ALLOW_SANDBOX_PROVIDERS || env.NODE_ENV !== 'production',
    webBuildDir: env.WEB_BUILD_DIR,
  };
}

/** Config for tests: no files, no network, development behaviour. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
