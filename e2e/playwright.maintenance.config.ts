import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same server started with MAINTENANCE=1 on its own port: every page must answer 503.
const port = Number(process.env.E2E_MAINTENANCE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);
const baseURL = `http://127.0.0.1:${port}`;
const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testMatch: '**/maintenance.e2e-maint.ts',
  use: { ...base.use, baseURL },
  webServer: {
    ...webServer,
    url: `${baseURL}/readyz`,
    env: {
      ...webServer.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'carsetu-e2e-maint-')),
      MAINTENANCE: '1',
    },
  },
});
