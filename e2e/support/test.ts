import { test as base, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// The tests' `test` and `expect`: Playwright's, with pages that wait for hydration (below).
export * from '@playwright/test';

/**
 * `page.goto` that returns once the page is hydrated. The page's JavaScript starts loading after
 * its first paint (decision 0187), so right after the load event a control that needs JavaScript
 * (a menu, a popup) may still be plain HTML: a test that clicks it at once would follow the
 * server's link instead. A person sees the page first and taps later; tests wait the same way.
 */
function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    // Every page of the test's context: the test's `page`, and popups and tabs it opens.
    context.on('page', gotoWaitsForHydration);
    await use(context);
  },
});
