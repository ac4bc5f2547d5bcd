import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest in the first load instead of asking /__manifest for the routes of
  // the links on screen: each answer patched the router, which re-rendered the whole page right
  // after hydration (≈ 0.5 s of main thread on a mid-range phone, decision 0184).
  routeDiscovery: { mode: 'initial' },
  // Parallel builds (e2e runs, CI) may each use their own output directory.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
