import { XML_HEADERS, newCarPages, urlsetXml } from '../components/seo/index.server';
import type { Route } from './+types/sitemap-new-cars[.]xml';

/** /sitemap-new-cars.xml: new-car brand, search and model pages. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return new Response(urlsetXml(origin, await newCarPages(context)), { headers: XML_HEADERS });
}
