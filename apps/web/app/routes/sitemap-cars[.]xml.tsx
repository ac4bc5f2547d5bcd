import { XML_HEADERS, carSitemapPage, urlsetXml } from '../components/seo/index.server';
import type { Route } from './+types/sitemap-cars[.]xml';

/** /sitemap-cars.xml?page=N: car pages not sold, with the date each was listed as <lastmod>. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) {
    throw new Response('No such sitemap', { status: 404 });
  }
  const { items } = await carSitemapPage(context, page);
  if (items.length === 0 && page > 1) throw new Response('No such sitemap', { status: 404 });
  const entries = items.map((item) => ({
    path: item.url,
    lastmod: item.lastmod,
    changefreq: 'daily' as const,
    priority: 0.6,
  }));
  return new Response(urlsetXml(url.origin, entries), { headers: XML_HEADERS });
}
