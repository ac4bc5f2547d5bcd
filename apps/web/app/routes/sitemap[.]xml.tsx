import type { AppLoadContext } from 'react-router';
import { paths } from '../lib/paths';
import type { Route } from './+types/sitemap[.]xml';

interface SitemapEntry {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

/**
 * Each domain adds one source of entries here. Sources read the API (the only way the web app
 * reaches data), so the sitemap lists exactly the pages that exist.
 */
const SITEMAP_SOURCES: Array<(context: AppLoadContext) => Promise<SitemapEntry[]>> = [
  async () => CORE_PAGES,
  sellCityPages,
  newCarPages,
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

async function newCarPages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const home = await getJson<{
    data: {
      brands: { slug: string; url: string }[];
      bodyTypes: { url: string }[];
      budgets: { url: string }[];
    };
  }>(context, '/api/vehicle/v1/new-cars');
  const brandPages = await Promise.all(
    home.data.brands.map((brand) =>
      getJson<{ data: { models: { url: string }[] } }>(
        context,
        `/api/vehicle/v1/new-cars/${encodeURIComponent(brand.slug)}`,
      ),
    ),
  );
  return [
    ...home.data.brands.map((brand) => ({
      path: brand.url,
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
        changefreq: 'weekly' as const,
        priority: 0.5,
      })),
    ),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const entries = (await Promise.all(SITEMAP_SOURCES.map((source) => source(context)))).flat();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc><changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
