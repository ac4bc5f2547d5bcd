import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * React Router's package exports only its development build, whose dev warnings (and their texts)
 * stay in the bundle; the production build beside it differs only by that switch. The browser
 * bundle takes it by file path (package exports do not list it).
 */
const REACT_ROUTER_DIST = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(REACT_ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_DIST, 'dom-export.mjs') },
];

/** Source files that only declare (no import-time effects); CSS keeps its side effect. */
const APP_MODULES_WITHOUT_SIDE_EFFECTS = /\/app\/(components|lib|routes)\/.*\.tsx?$/;

const preactInTheBrowser = (command: string, isSsrBuild: boolean | undefined) =>
  command === 'build' && !isSsrBuild;

// Only the browser build: the server renders with React (react-router's server runtime imports
// React from node_modules), and `vite dev` stays on React throughout so one copy serves both sides.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureContractCalls(), bundleReport()],
  resolve: {
    alias: preactInTheBrowser(command, isSsrBuild)
      ? [...PREACT_IN_THE_BROWSER, ...REACT_ROUTER_PRODUCTION]
      : [],
  },
  define: {
    __PREACT_IN_THE_BROWSER__: JSON.stringify(preactInTheBrowser(command, isSsrBuild)),
  },
  build: {
    // DIAG_NO_MINIFY=1 keeps the browser bundle's names, for reading a CPU profile of a page
    // (decisions 0197, 0203); never for a build that ships.
    minify: process.env.DIAG_NO_MINIFY ? false : undefined,
    assetsInlineLimit: 0,
    rollupOptions: {
      // zod schemas are declared at module level next to constants the browser needs; marking
      // `z.…` calls pure lets unused schemas (and most of zod) drop out of page bundles.
      treeshake: {
        preset: 'recommended',
        manualPureFunctions: ['z'],
        // Components and helpers only declare things: a page that imports one export of a
        // feature's index (LoanBanner) must not keep the rest of the feature's modules for
        // their top-level constants (the loan page's texts and tables on every car page).
        // The browser build only: the server's bundle size does not matter.
        moduleSideEffects: isSsrBuild
          ? true
          : (id: string) => !APP_MODULES_WITHOUT_SIDE_EFFECTS.test(id),
      },
    },
  },
}));
