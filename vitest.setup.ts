import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test is a bug we did not assert on: fail the test.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test: ${String(calls[0]?.[0])}`);
  }
});

// Pages rendered through the real server build re-render every kept slice they reuse and fail
// on a difference (decision 0192): a slice key that leaves out an input breaks the test.
process.env.SLICE_CACHE_VERIFY = '1';

// The web app's own tests only: loading Testing Library and every catalog took half a second of
// each of the 110 other files (the API and the packages use neither).
const testFile = expect.getState().testPath ?? '';
if (/[\\/]apps[\\/]web[\\/]/.test(testFile)) {
  const [{ configure }, { registerAllCatalogs }] = await Promise.all([
    import('@testing-library/dom'),
    import('./apps/web/app/lib/i18n/catalogs.server'),
  ]);
  // Component tests wait for what appears after a lazy chunk or a debounce. On a busy CI machine
  // the first import of a lazy chunk can take more than Testing Library's default second.
  configure({ asyncUtilTimeout: 5_000 });
  // Components translate with the compiled catalogs, as the server does (decision 0180).
  registerAllCatalogs();
}
