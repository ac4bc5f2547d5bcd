import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleReport } from './vite-bundle-report';
import { pureContractCalls } from './vite-pure-contract-calls';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pureContractCalls(), bundleReport()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // zod schemas are declared at module level next to constants the browser needs; marking
      // `z.…` calls pure lets unused schemas (and most of zod) drop out of page bundles.
      treeshake: { preset: 'recommended', manualPureFunctions: ['z'] },
    },
  },
});
