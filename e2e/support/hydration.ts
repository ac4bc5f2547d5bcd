import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (root.tsx sets data-hydrated), so clicks on
 * client-only controls (menus, modals) are not lost on a slow machine.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
