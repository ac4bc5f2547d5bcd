import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a browser download (CHROME_PATH overrides the default path).
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with "apt-get install -y chromium" ` +
      'or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory per run: the seeded demo data, nothing left from earlier runs.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'carsetu-e2e-'));
const webBuildDir = process.env.WEB_BUILD_DIR ?? 'build';

const launchOptions = {
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      // The cross-console journeys (sell, reviews) set a viewport per console themselves, and log in
      // demo staff, whose OTP sends are capped per hour.
      testIgnore: /(sell-auction|sell-payout|sell-closing|sell-hindi-offer|reviews)\.e2e\.ts/,
    },
  ],
  webServer: {
    command: `node ../scripts/start.mjs`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production mode, but with the sandbox SMS outbox and payment gateway that e2e drives.
      ALLOW_SANDBOX_PROVIDERS: '1',
      // Every test browser comes from 127.0.0.1; the general limit has its own API test.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Every kept slice a journey reuses is rendered again and compared (decision 0192): a key
      // that leaves out an input fails that page with a 500.
      SLICE_CACHE_VERIFY: '1',
      ...(process.env.MAINTENANCE ? { MAINTENANCE: process.env.MAINTENANCE } : {}),
    },
  },
});
