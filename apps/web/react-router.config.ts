import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Parallel builds (e2e runs, CI) may each use their own output directory.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
