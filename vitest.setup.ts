import { afterEach, beforeEach, vi } from 'vitest';

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
