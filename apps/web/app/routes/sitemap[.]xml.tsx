import {
  XML_HEADERS,
  carSitemapPage,
  newest,
  sitemapIndexXml,
} from '../components/seo/index.server';
import type { Route } from './+types/sitemap[.]xml';

/** /sitemap.xml: the sitemap index (pages, new cars, car pages in files of the API's page size). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const first = await carSitemapPage(context, 1);
  const carFiles = Math.max(1, Math.ceil(first.total / first.pageSize));
  const carSitemaps = await Promise.all(
    Array.from({ length: carFiles }, async (_, index) => {
      const page = index === 0 ? first : await carSitemapPage(context, index + 1);
      return {
        path: `/sitemap-cars.xml?page=${index + 1}`,
        lastmod: newest(page.items.map((item) => item.lastmod)),
      };
    }),
  );
  const body = sitemapIndexXml(origin, [
    { path: '/sitemap-pages.xml' },
    { path: '/sitemap-new-cars.xml' },
    ...carSitemaps,
  ]);
  return new Response(body, { headers: XML_HEADERS });
}
