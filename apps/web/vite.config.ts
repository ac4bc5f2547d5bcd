import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleReport } from './vite-bundle-report';
import { pureContractCalls } from './vite-pure-contract-calls';

/** The browser runs Preact behind React's API (decision 0183): ≈10 KB instead of ≈59 KB gzip. */
const PREACT_IN_THE_BROWSER = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const preactInTheBrowser = (command: string, isSsrBuild: boolean | undefined) =>
  command === 'build' && !isSsrBuild;

// Only the browser build: the server renders with React (react-router's server runtime imports
// React from node_modules), and `vite dev` stays on React throughout so one copy serves both sides.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureContractCalls(), bundleReport()],
  resolve: { alias: preactInTheBrowser(command, isSsrBuild) ? PREACT_IN_THE_BROWSER : [] },
  define: {
    __PREACT_IN_THE_BROWSER__: JSON.stringify(preactInTheBrowser(command, isSsrBuild)),
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // zod schemas are declared at module level next to constants the browser needs; marking
      // `z.…` calls pure lets unused schemas (and most of zod) drop out of page bundles.
      treeshake: { preset: 'recommended', manualPureFunctions: ['z'] },
    },
  },
}));
