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
  UPLOADS_DIR: z.string().optional(),
  UPLOADS_S3_ENDPOINT: z.url().optional(),
  RAZORPAYX_BASE_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAYX_KEY_ID: z.string().optional(),
  RAZORPAYX_KEY_SECRET: z.string().optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  UPLOADS_S3_BUCKET: z.string().optional(),
  UPLOADS_S3_REGION: z.string().default('ap-south-1'),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  MAINTENANCE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin when behind a proxy, e.g. https://www.carsetu.in; enables HSTS when https. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Proxies in front of the app (docs/decisions/0262-trusted-proxy-hops.md): 0/false/empty none,
   * a number of hops (1/true: one proxy), or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  SKIP_SEED: flag,
  /**
   * Server processes (decision 0139): a number, or `auto` for one per core. More than one needs
   * DATABASE_URL (PGlite is one process); the first process migrates and seeds, then forks.
   */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /**
   * Render threads per server process (decision 0194): a number (0 renders pages on the main
   * thread), or `auto`: one per core for a lone process, none in a multi-worker server (each
   * worker process already has its core).
   */
  RENDER_THREADS: z
    .union([z.literal('auto'), z.coerce.number().int().min(0).max(64)])
    .default('auto'),
  /** Lets a production-mode server use sandbox providers (SMS outbox, sandbox payments): e2e only. */
  ALLOW_SANDBOX_PROVIDERS: flag,
  /** The web build directory, relative to apps/web (parallel e2e runs use their own). */
  WEB_BUILD_DIR: z.string().default('build'),
  /** Payment gateway: the sandbox (default; its own hosted checkout page) or razorpay. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.string().url().optional(),
  /** Secrets the sandbox gateway signs with (override per deployment). */
  SANDBOX_PAYMENT_KEY_SECRET: z.string().min(16).default('sandbox_key_secret_carsetu'),
  SANDBOX_PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('sandbox_webhook_secret_carsetu'),
  /** SMS for OTPs: 'outbox' (sandbox, readable at /api/dev/outbox) or 'msg91'. Default: outbox when sandbox providers are allowed, else msg91. */
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().optional(),
  /** MSG91 flow template registered against the DLT-approved OTP template. */
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** MSG91 flow template for notices (vehicle wallet reminders) with the variable ##message##. */
  MSG91_NOTICE_TEMPLATE_ID: z.string().optional(),
  /** Per-IP abuse caps on OTP sends and verifications (docs/decisions/0030-otp-abuse-limits.md). */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().optional(),
  OTP_VERIFIES_PER_IP_PER_HOUR: z.coerce.number().int().positive().optional(),
  /** Shared secret of server-to-server request-callback leads (header x-lead-auth-key, decision 0071). */
  LEAD_AUTH_KEY: z.string().min(24).optional(),
  /** The music partner's voucher redemption URL (decision 0130); the sandbox partner otherwise. */
  MUSIC_PARTNER_REDEEM_URL: z.url().optional(),
  /** General per-client request limit, sliding minute (docs/decisions/0263-general-rate-limit.md). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
});

export type Env = z.infer<typeof EnvSchema>;

/** Development and test only: production needs LEAD_AUTH_KEY set or refuses lead-api calls. */
export const DEV_LEAD_AUTH_KEY = 'dev-lead-auth-key-not-for-production';
/** The sandbox music partner's redemption page (apps/api/src/providers/partners). */
export const SANDBOX_MUSIC_PARTNER_REDEEM_PATH = '/api/sandbox-partner/v1/music/redeem';

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  /** Inspection photos and documents (outside the web root); unset in tests: kept in memory. */
  uploadsDir?: string;
  /** RazorpayX penny-drop settings; without them the sandbox bank verifies (when allowed). */
  /** RazorpayX payouts (RAZORPAYX_* and its webhook secret); the sandbox otherwise. */
  payouts?: {
    baseUrl: string;
    keyId: string;
    keySecret: string;
    accountNumber: string;
    webhookSecret: string;
  };
  bankVerification?: {
    baseUrl: string;
    keyId: string;
    keySecret: string;
    sourceAccountNumber: string;
  };
  /** An S3-compatible bucket for uploads instead of uploadsDir (all UPLOADS_S3_* set). */
  uploadsS3?: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  redisUrl?: string;
  maintenance: boolean;
  logLevel: Env['LOG_LEVEL'];
  publicOrigin?: string;
  /** false, a hop count, or the proxies' addresses: the client address is read from the right. */
  trustProxy: TrustProxy;
  skipSeed: boolean;
  /** Server processes to run: 'auto' is one per core (only with a PostgreSQL databaseUrl). */
  workers: number | 'auto';
  /** Threads that render pages beside the main thread (production server only). */
  renderThreads: number | 'auto';
  allowSandboxProviders: boolean;
  webBuildDir: string;
  payments: {
    gateway: 'sandbox' | 'razorpay';
    razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiBase?: string };
    sandbox: { keySecret: string; webhookSecret: string };
  };
  sms: {
    provider: 'outbox' | 'msg91';
    msg91: { baseUrl: string; authKey?: string; templateId?: string; noticeTemplateId?: string };
  };
  otpIpLimits: { sendsPerHour?: number; verifiesPerHour?: number };
  /** Lead auth key; without one (production, unset) server-to-server lead calls are refused. */
  leadAuthKey?: string;
  /** Where the music-partner redirect link sends a buyer with their voucher. */
  musicPartnerRedeemUrl: string;
  /** General per-client limit (decision 0263); the database store flushes its counts this often. */
  rateLimit: { perMinute: number; flushEveryMs: number };
  /** The clock rules read (OTP expiry, rate-limit windows); tests inject a fake one. */
  now: () => Date;
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
    uploadsDir:
      env.NODE_ENV === 'test' ? undefined : resolve(env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`),
    payouts:
      env.RAZORPAYX_KEY_ID &&
      env.RAZORPAYX_KEY_SECRET &&
      env.RAZORPAYX_ACCOUNT_NUMBER &&
      env.RAZORPAYX_WEBHOOK_SECRET
        ? {
            baseUrl: `${env.RAZORPAYX_BASE_URL}/v1`,
            keyId: env.RAZORPAYX_KEY_ID,
            keySecret: env.RAZORPAYX_KEY_SECRET,
            accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
            webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET,
          }
        : undefined,
    bankVerification:
      env.RAZORPAYX_KEY_ID && env.RAZORPAYX_KEY_SECRET && env.RAZORPAYX_ACCOUNT_NUMBER
        ? {
            baseUrl: env.RAZORPAYX_BASE_URL,
            keyId: env.RAZORPAYX_KEY_ID,
            keySecret: env.RAZORPAYX_KEY_SECRET,
            sourceAccountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
          }
        : undefined,
    uploadsS3:
      env.UPLOADS_S3_ENDPOINT &&
      env.UPLOADS_S3_BUCKET &&
      env.UPLOADS_S3_ACCESS_KEY_ID &&
      env.UPLOADS_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.UPLOADS_S3_ENDPOINT,
            bucket: env.UPLOADS_S3_BUCKET,
            region: env.UPLOADS_S3_REGION,
            accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID,
            secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    redisUrl: env.REDIS_URL,
    maintenance: env.MAINTENANCE,
    logLevel: env.LOG_LEVEL,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    skipSeed: env.SKIP_SEED,
    workers: env.WORKERS,
    renderThreads: env.RENDER_THREADS,
    allowSandboxProviders: env.ALLOW_SANDBOX_PROVIDERS || env.NODE_ENV !== 'production',
    webBuildDir: env.WEB_BUILD_DIR,
    payments: paymentsConfig(env),
    sms: {
      provider:
        env.SMS_PROVIDER ??
        (env.ALLOW_SANDBOX_PROVIDERS || env.NODE_ENV !== 'production' ? 'outbox' : 'msg91'),
      msg91: {
        baseUrl: env.MSG91_BASE_URL,
        authKey: env.MSG91_AUTH_KEY,
        templateId: env.MSG91_TEMPLATE_ID,
        noticeTemplateId: env.MSG91_NOTICE_TEMPLATE_ID,
      },
    },
    otpIpLimits: {
      sendsPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
      verifiesPerHour: env.OTP_VERIFIES_PER_IP_PER_HOUR,
    },
    leadAuthKey:
      env.LEAD_AUTH_KEY ?? (env.NODE_ENV === 'production' ? undefined : DEV_LEAD_AUTH_KEY),
    musicPartnerRedeemUrl: env.MUSIC_PARTNER_REDEEM_URL ?? SANDBOX_MUSIC_PARTNER_REDEEM_PATH,
    rateLimit: { perMinute: env.RATE_LIMIT_PER_MINUTE, flushEveryMs: 1000 },
    now: () => new Date(),
  };
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Fastify's trustProxy. Never `true`: that trusts every hop and takes the
 * left-most X-Forwarded-For, which any client can write.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = addresses.find(
    (item) =>
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(item),
  );
  if (bad) {
    throw new Error(
      `Invalid environment:\n  TRUST_PROXY: "${bad}" is not a hop count, an IP address or a CIDR`,
    );
  }
  return addresses;
}

/**
 * The trust rule Fastify takes. A hop count becomes "the first n addresses from the right are
 * proxies" (Fastify itself refuses bare hop counts because it cannot check the peer: use this only
 * when the app is reachable through the proxies alone, else list their addresses).
 */
export function trustProxyRule(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (Array.isArray(trust)) return trust.length === 0 ? false : trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/** Payment settings; razorpay needs all three of its keys or start-up fails. */
function paymentsConfig(env: Env): AppConfig['payments'] {
  const sandbox = {
    keySecret: env.SANDBOX_PAYMENT_KEY_SECRET,
    webhookSecret: env.SANDBOX_PAYMENT_WEBHOOK_SECRET,
  };
  if (env.PAYMENT_GATEWAY === 'sandbox') return { gateway: 'sandbox', sandbox };
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return {
    gateway: 'razorpay',
    sandbox,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE,
    },
  };
}

/**
 * Config for tests: no files, no network, development behaviour. The general rate limit is out of
 * the way (tests send many requests from one address) unless a test sets it.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    rateLimit: { perMinute: 1_000_000_000, flushEveryMs: 60_000 },
    ...overrides,
  };
}
