import type { AppLoadContext } from 'react-router';
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
  async () => [{ path: '/traffic-challan/', changefreq: 'weekly', priority: 0.9 }],
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
