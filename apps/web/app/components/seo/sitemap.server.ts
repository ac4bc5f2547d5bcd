import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, localeUrl, type Locale } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * The sitemap is an index (/sitemap.xml) of three kinds of sitemap: the site's pages
 * (/sitemap-pages.xml), new-car pages (/sitemap-new-cars.xml) and car pages
 * (/sitemap-cars.xml?page=N, at most the API's page size each, with <lastmod>).
 */
export interface SitemapEntry {
  path: string;
  /** ISO date-time of the page's last change, when the data knows it. */
  lastmod?: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

/**
 * Each domain adds one source of entries here. Sources read the API (the only way the web app
 * reaches data), so the sitemap lists exactly the pages that exist.
 */
export const PAGE_SOURCES: Array<(context: AppLoadContext) => Promise<SitemapEntry[]>> = [
  async () => CORE_PAGES,
  sellCityPages,
  articlePages,
  async (context) => {
    const response = await context.api.request({
      method: 'GET',
      url: '/api/consumer/api/v1/e-challan-sitemap',
    });
    if (response.status !== 200)
      throw new Error(`e-challan sitemap API answered ${response.status}`);
    const { pages } = JSON.parse(response.body) as {
      pages: { stateSlug: string; citySlug: string | null }[];
    };
    return pages.map((page) => ({
      path: page.citySlug
        ? `/traffic-challan/${page.stateSlug}/${page.citySlug}/`
        : `/traffic-challan/${page.stateSlug}/`,
      changefreq: 'monthly',
      priority: page.citySlug ? 0.6 : 0.7,
    }));
  },
];

/** Pages that always exist: the main sections of the header and the car services. */
const CORE_PAGES: SitemapEntry[] = [
  { path: paths.home(), changefreq: 'daily', priority: 1 },
  { path: paths.buyUsedCars(), changefreq: 'daily', priority: 0.9 },
  { path: paths.sellUsedCars(), changefreq: 'weekly', priority: 0.9 },
  { path: paths.usedCarValuation(), changefreq: 'weekly', priority: 0.8 },
  { path: paths.usedCarLoan(), changefreq: 'weekly', priority: 0.8 },
  { path: paths.trafficChallan(), changefreq: 'weekly', priority: 0.9 },
  { path: paths.rtoVehicleDetails(), changefreq: 'monthly', priority: 0.7 },
  { path: paths.carServiceHistory(), changefreq: 'monthly', priority: 0.7 },
  { path: paths.scrapCars(), changefreq: 'monthly', priority: 0.6 },
  { path: paths.preDeliveryInspection(), changefreq: 'monthly', priority: 0.6 },
  { path: paths.newCars(), changefreq: 'weekly', priority: 0.8 },
  { path: paths.compareCars(), changefreq: 'monthly', priority: 0.5 },
  { path: '/faq/', changefreq: 'monthly', priority: 0.5 },
  { path: paths.article(), changefreq: 'weekly', priority: 0.6 },
  { path: paths.privacyPolicy(), changefreq: 'monthly', priority: 0.2 },
  { path: paths.terms(), changefreq: 'monthly', priority: 0.2 },
];

async function getJson<T>(context: AppLoadContext, url: string): Promise<T> {
  const response = await context.api.request({ method: 'GET', url });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return JSON.parse(response.body) as T;
}

async function sellCityPages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const { data } = await getJson<{ data: { seoLink: string }[] }>(
    context,
    '/api/vehicle/v1/sell-cities',
  );
  return data.map((city) => ({ path: city.seoLink, changefreq: 'weekly', priority: 0.7 }));
}

/** Every blog article, with its last change. */
async function articlePages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const list = await getJson<{
      data: { slug: string; updatedAt: string }[];
      totalPages: number;
    }>(context, `/api/vehicle/v1/articles?page=${page}`);
    totalPages = list.totalPages;
    for (const article of list.data) {
      entries.push({
        path: `/article/${article.slug}/`,
        lastmod: article.updatedAt.slice(0, 10),
        changefreq: 'monthly',
        priority: 0.5,
      });
    }
  }
  return entries;
}

/** The latest of some ISO times, as a sitemap date (YYYY-MM-DD); undefined when none. */
function latestDay(times: string[]): string | undefined {
  return times.length === 0 ? undefined : times.reduce((a, b) => (a > b ? a : b)).slice(0, 10);
}

export async function newCarPages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const home = await getJson<{
    data: {
      brands: { slug: string; url: string }[];
      bodyTypes: { url: string }[];
      budgets: { url: string }[];
    };
  }>(context, '/api/vehicle/v1/new-cars');
  const brandPages = await Promise.all(
    home.data.brands.map((brand) =>
      getJson<{ data: { models: { url: string; updatedAt: string }[] } }>(
        context,
        `/api/vehicle/v1/new-cars/${encodeURIComponent(brand.slug)}`,
      ),
    ),
  );
  return [
    // A brand page changes when any of its models does.
    ...home.data.brands.map((brand, index) => ({
      path: brand.url,
      lastmod: latestDay(brandPages[index]!.data.models.map((model) => model.updatedAt)),
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
    ...[...home.data.bodyTypes, ...home.data.budgets].map((link) => ({
      path: link.url,
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
    ...brandPages.flatMap((page) =>
      page.data.models.map((model) => ({
        path: model.url,
        lastmod: model.updatedAt.slice(0, 10),
        changefreq: 'weekly' as const,
        priority: 0.5,
      })),
    ),
  ];
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface CarSitemapPage {
  total: number;
  pageSize: number;
  items: { url: string; lastmod: string }[];
}

export async function carSitemapPage(context: AppLoadContext, page: number) {
  return getJson<CarSitemapPage>(context, `/api/consumer/inventory/v1/sitemap/cars?page=${page}`);
}

export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/**
 * Each page's language versions (decision 0180), as the page's own hreflang links name them:
 * English at its URL (also x-default), Hindi with `?lang=hi`.
 */
function languageAlternates(origin: string, path: string): string {
  const link = (tag: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + localeUrl(path, locale))}"/>`;
  return [
    ...LOCALES.map((locale) => link(LANGUAGE_TAGS[locale], locale)),
    link('x-default', DEFAULT_LOCALE),
  ].join('');
}

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(
      (entry) =>
        // The sitemap schema puts other namespaces' elements (the alternates) last.
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority>${languageAlternates(origin, entry.path)}</url>`,
    ),
    '</urlset>',
  ].join('\n');
}

export function sitemapIndexXml(
  origin: string,
  sitemaps: readonly { path: string; lastmod?: string }[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (sitemap) =>
        `  <sitemap><loc>${escapeXml(origin + sitemap.path)}</loc>${sitemap.lastmod ? `<lastmod>${sitemap.lastmod}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
  ].join('\n');
}

/** The newest of ISO date-times (undefined for none). */
export const newest = (dates: readonly string[]) =>
  dates.length === 0 ? undefined : dates.reduce((a, b) => (a > b ? a : b));
