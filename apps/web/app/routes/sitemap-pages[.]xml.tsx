import { PAGE_SOURCES, XML_HEADERS, urlsetXml } from '../components/seo/index.server';
import type { Route } from './+types/sitemap-pages[.]xml';

/** /sitemap-pages.xml: the main sections, sell-city pages and every e-challan state and city. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const entries = (await Promise.all(PAGE_SOURCES.map((source) => source(context)))).flat();
  return new Response(urlsetXml(origin, entries), { headers: XML_HEADERS });
}
