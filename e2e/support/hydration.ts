import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the page (root.tsx sets data-hydrated once every slice has),
 * so clicks on client-only controls (menus, modals) are not lost; a document that is not the
 * app's (a PDF, JSON, the maintenance page) passes at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * Opens a page and waits until it has hydrated. The test fixture's `page.goto` (support/test.ts)
 * does this already; this is for pages made outside it (a second browser's console).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
