import { describe, expect, it } from 'vitest';
import { moduleGroup } from './vite-bundle-report';

describe('moduleGroup (bundle report sources)', () => {
  it('names npm packages, scoped ones included', () => {
    expect(moduleGroup('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(moduleGroup('/repo/node_modules/@react-router/dev/dist/entry.client.tsx')).toBe(
      '@react-router/dev',
    );
  });

  it('names the contracts package and app folders', () => {
    expect(moduleGroup('/repo/packages/contracts/src/money.ts')).toBe('@carsetu/contracts');
    expect(moduleGroup('/repo/apps/web/app/components/frame/site-header.tsx')).toBe(
      'app/components/frame',
    );
    expect(moduleGroup('/repo/apps/web/app/routes/faq/route.tsx?client-route=1')).toBe(
      'app/routes/faq',
    );
    expect(moduleGroup('/repo/apps/web/app/root.tsx')).toBe('app/root');
  });
});
