import { expect, test, type Page } from '../support/test';
import { gotoHydrated, waitForHydration } from '../support/hydration';

/**
 * The browser hydrates the server's React HTML with Preact (decision 0183): the document must
 * come out whole — one head with its stylesheets, page tags that follow client navigation, and
 * ids that the elements created after hydration can point at.
 */
async function headCounts(page: Page) {
  return page.evaluate(() => ({
    html: document.querySelectorAll('html').length,
    bodies: document.querySelectorAll('body').length,
    titles: document.querySelectorAll('title').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    // One copy: a second one (re-rendered with the page's head) made the browser parse the CSS
    // and restyle the whole page again right after hydrating (decision 0184).
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    // app.css makes the body a flex column: the stylesheet is applied.
    bodyDisplay: getComputedStyle(document.body).display,
  }));
}

test('hydration keeps one document with its stylesheet, and client navigation updates the head', async ({
  page,
}) => {
  await gotoHydrated(page, '/sell-used-cars/');
  const sell = await headCounts(page);
  expect(sell).toMatchObject({
    html: 1,
    bodies: 1,
    titles: 1,
    canonicals: 1,
    descriptions: 1,
    stylesheets: 1,
    bodyDisplay: 'flex',
  });
  const sellTitle = await page.title();

  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The header's logo: the header hydrates; the footer's links are plain links (decision 0198).
  await page.getByRole('banner').getByRole('link', { name: 'CarSetu home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(sellTitle);
  // A client-side navigation, not a new page load.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  const home = await headCounts(page);
  expect(home).toMatchObject({
    html: 1,
    bodies: 1,
    titles: 1,
    canonicals: 1,
    descriptions: 1,
    stylesheets: 1,
  });
  expect(new URL(home.canonical).pathname).toBe('/');
});

test('a popup created after hydration is the one its button points at', async ({ page }) => {
  await gotoHydrated(page, '/');
  const account = page.getByRole('banner').getByRole('button', { name: /^Hello,/ });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const controlled = await account.getAttribute('aria-controls');
  expect(controlled).toBeTruthy();
  await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
});

test('parts hydrated later keep the server elements and respond once hydrated', async ({
  page,
}) => {
  // The server's elements, remembered before any script runs: slice hydration (decision 0184)
  // must adopt them, not re-create them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        ...document.querySelectorAll('header, main, main article, main form, footer'),
      ];
    });
  });
  await gotoHydrated(page, '/buy-used-car?storeCityId=15');
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return {
      remembered: nodes.length,
      stillInPage: nodes.filter((node) => node.isConnected).length,
      articles: document.querySelectorAll('main article').length,
      rememberedArticles: nodes.filter((node) => node.tagName === 'ARTICLE').length,
    };
  });
  expect(kept.rememberedArticles).toBeGreaterThan(1);
  expect(kept.stillInPage).toBe(kept.remembered);
  expect(kept.articles).toBe(kept.rememberedArticles);

  // A card's heart (its own slice) works: signed out, it asks the visitor to log in.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('button', { name: `Save ${title} to wishlist` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the page paints before its JavaScript loads, then hydrates', async ({ page }) => {
  // Decision 0187: the module preloads and the boot module are added after the first contentful
  // paint, so a phone's first round trips carry only the document, stylesheet and LCP image.
  await page.goto('/used-car-loan/');
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scriptStarts.length).toBeGreaterThan(5);
  expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  // The document itself names them only inside the loader.
  const html = await (await page.request.get('/used-car-loan/')).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('key pages build no Intl formatter while they boot (decision 0196)', async ({
  page,
  request,
}) => {
  // The first Intl.NumberFormat or DateTimeFormat a page builds loads ICU's locale data: ≈ 10 ms
  // of a mid-range phone's boot, before a tap is answered. Prices, counts and dates are written
  // by @carsetu/contracts instead; a Lingui `#` in a plural would build one too.
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      Intl[name] = new Proxy(Original, {
        construct(target, args: unknown[]) {
          built.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args) as object;
        },
      }) as never;
    }
  });
  const listing = await request.get('/api/consumer/inventory/v1/listings');
  const { items } = (await listing.json()) as { items: { url: string }[] };
  for (const path of [
    '/',
    '/buy-used-cars/',
    '/buy-used-car?storeCityId=15',
    items[0]!.url,
    '/traffic-challan/maharashtra/',
    '/sell-used-cars/',
    '/used-car-loan/',
  ]) {
    await gotoHydrated(page, path);
    expect(
      await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
      path,
    ).toEqual([]);
  }
});

test('the router is made in a task of its own, before hydration (decision 0197)', async ({
  page,
}) => {
  // Making React Router's router flattens and ranks the whole route manifest, twice: ≈ 80 ms of a
  // slow phone's main thread, which made hydration the page's longest task. Hydration subscribes
  // to the router (in its layout effects): had hydration made the router, it would subscribe in
  // the same run of script as the router was made.
  await page.addInitScript(() => {
    type Router = { subscribe: (listener: unknown) => unknown };
    const seen = window as unknown as { routersMade?: number; subscribedInTheSameRun?: boolean };
    let router: Router | undefined;
    Object.defineProperty(window, '__reactRouterDataRouter', {
      configurable: true,
      get: () => router,
      set: (made: Router) => {
        router = made;
        seen.routersMade = (seen.routersMade ?? 0) + 1;
        let sameRun = true;
        queueMicrotask(() => {
          sameRun = false;
        });
        const subscribe = made.subscribe.bind(made);
        made.subscribe = (listener) => {
          seen.subscribedInTheSameRun ??= sameRun;
          return subscribe(listener);
        };
      },
    });
  });
  for (const path of ['/', '/buy-used-car?storeCityId=15', '/traffic-challan/maharashtra/']) {
    await gotoHydrated(page, path);
    const made = await page.evaluate(() => {
      const seen = window as unknown as { routersMade?: number; subscribedInTheSameRun?: boolean };
      return { routers: seen.routersMade, subscribedInTheSameRun: seen.subscribedInTheSameRun };
    });
    expect(made, path).toEqual({ routers: 1, subscribedInTheSameRun: false });
  }
});

test("React Router's start writes no history state: the document numbered the entry (decision 0203)", async ({
  page,
}) => {
  // Its browser history numbers the entry (`idx`) with a replaceState when the number is missing:
  // 1–20 ms inside the router's task on the bench machine. The document's own scripts (classic
  // scripts: `document.currentScript` is set) number it while parsing; the module code must not.
  await page.addInitScript(() => {
    const calls: boolean[] = [];
    (window as unknown as { historyWrites: boolean[] }).historyWrites = calls;
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (...args: Parameters<History['replaceState']>) {
      calls.push(document.currentScript !== null);
      return replaceState.apply(this, args);
    };
  });
  for (const path of ['/buy-used-car?storeCityId=15', '/traffic-challan/maharashtra/']) {
    await gotoHydrated(page, path);
    const seen = await page.evaluate(() => ({
      fromModules: (window as unknown as { historyWrites: boolean[] }).historyWrites.filter(
        (fromDocument) => !fromDocument,
      ).length,
      idx: (history.state as { idx?: number } | null)?.idx,
    }));
    expect(seen, path).toEqual({ fromModules: 0, idx: 0 });
  }
  // The numbering still works for React Router: back from a client-side navigation.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'e-Challan Maharashtra: check and pay traffic challans online',
  );
});

/**
 * Serves `path`'s document with each `[from, to]` of `changes` made: a text Preact hydrates comes
 * back as rendered, a text nothing hydrates stays as served.
 */
async function serveChanged(page: Page, path: string, changes: [from: string, to: string][]) {
  await page.route(
    (url) => url.pathname + url.search === path,
    async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      for (const [from, to] of changes) body = body.replace(from, to);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

test('copy and the footer keep the server HTML: hydration never walks them (decision 0198)', async ({
  page,
}) => {
  // Preact rewrites a text it hydrates when the server's differs. The document is served with
  // three texts changed: the heading of the page (hydrated) comes back as rendered; a section of
  // the page's copy and a footer heading (kept as served) stay as they arrived.
  await serveChanged(page, '/traffic-challan/maharashtra/', [
    ['Traffic fines in Maharashtra</h2>', 'Traffic fines in Maharashtra (as served)</h2>'],
    ['Car services</h2>', 'Car services (as served)</h2>'],
    [
      'e-Challan Maharashtra: check and pay traffic challans online</h1>',
      'e-Challan Maharashtra (as served)</h1>',
    ],
  ]);
  await gotoHydrated(page, '/traffic-challan/maharashtra/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'e-Challan Maharashtra: check and pay traffic challans online',
  );
  await expect(
    page.getByRole('heading', { name: 'Traffic fines in Maharashtra (as served)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Car services (as served)' }),
  ).toBeAttached();
});

test('a kept part shows the next page after a client-side navigation, and again after going back', async ({
  page,
}) => {
  await gotoHydrated(page, '/traffic-challan/maharashtra/');
  const cities = page.getByRole('region', { name: 'e-Challan by city in Maharashtra' });
  const cityLink = cities.getByRole('link').first();
  const cityName = (await cityLink.textContent())!.replace('e-Challan', '').trim();
  // A plain link: the city page comes from the server.
  await cityLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `e-Challan ${cityName}: check and pay traffic challans online`,
  );
  await expect(page.getByText(`How do I check an e-challan in ${cityName}?`)).toBeVisible();
  await waitForHydration(page);

  // The breadcrumb hydrates: the state page renders in the browser, its copy with it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Maharashtra' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'e-Challan Maharashtra: check and pay traffic challans online',
  );
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await expect(
    page.getByRole('region', { name: 'e-Challan by city in Maharashtra' }),
  ).toBeVisible();
  await expect(page.getByText('How do I check an e-challan in Maharashtra?')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Driving without a seat belt' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Sell car', exact: true }),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `e-Challan ${cityName}: check and pay traffic challans online`,
  );
  await expect(page.getByText(`How do I check an e-challan in ${cityName}?`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Driving without a seat belt' })).toBeVisible();
});

test('a kept part follows its key: another city renders it afresh, and so does the first one again', async ({
  page,
}) => {
  await gotoHydrated(page, '/buy-used-cars/');
  const brands = page.getByRole('region', { name: 'Popular brands' });
  await expect(brands.getByRole('link').first()).not.toHaveAttribute('href', /storeCityId/);
  const pick = async (city: string, heading: string) => {
    await page.getByRole('button', { name: 'Change city' }).click();
    await page
      .getByRole('dialog', { name: 'Select your city' })
      .getByRole('button', { name: city, exact: true })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  };
  await pick('Pune', 'Buy used cars in Pune');
  await expect(brands.getByRole('link').first()).toHaveAttribute('href', /storeCityId=15$/);
  await pick('All India', 'Buy used cars in India');
  await expect(brands.getByRole('link').first()).not.toHaveAttribute('href', /storeCityId/);
});

const LISTING = '/buy-used-car?storeCityId=15';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('a phone never hydrates the hidden filter panel; shown by a wider window, it renders the current search', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await serveChanged(page, LISTING, [['>Budget</legend>', '>Budget (as served)</legend>']]);
  await gotoHydrated(page, LISTING);
  const panel = page.getByRole('complementary', { name: 'Filter cars' }).getByRole('form', {
    name: 'Filters',
    includeHidden: true,
  });
  // Hydrated, Preact would have rewritten the legend the server "sent".
  await expect(
    panel.getByRole('group', { name: 'Budget (as served)', includeHidden: true }),
  ).toBeAttached();

  // The sheet works, and its search is a client-side navigation: the served panel is now stale.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: /^Petrol/ }).check();
  await sheet.getByRole('button', { name: /^Show \d/ }).click();
  await expect(page).toHaveURL(/fuelType=petrol&storeCityId=15$/);

  // A rotation or a wider window shows the panel: rendered with this search, not the served one.
  await page.setViewportSize(DESKTOP);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Budget', exact: true })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /^Petrol/ })).toBeChecked();
  await panel.getByRole('checkbox', { name: /^Diesel/ }).check();
  await expect(page).toHaveURL(/fuelType=diesel&fuelType=petrol&storeCityId=15$/);
  // So do the header's desktop menus, also hidden on the phone.
  const buyMenu = page.getByRole('button', { name: 'Buy used car menu' });
  await buyMenu.click();
  await expect(buyMenu).toHaveAttribute('aria-expanded', 'true');
});

test('a desktop never hydrates the hidden filter button; shown by a narrower window, it opens the sheet', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await serveChanged(page, LISTING, [['>Filters</button>', '>Filters (as served)</button>']]);
  await gotoHydrated(page, LISTING);
  await expect(
    page.getByRole('button', { name: 'Filters (as served)', includeHidden: true }),
  ).toBeAttached();

  await page.setViewportSize(PHONE);
  const opener = page.getByRole('button', { name: 'Filters', exact: true });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  // And the header's menu button, hidden on the desktop.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
