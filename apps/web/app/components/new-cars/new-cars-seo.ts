/** One crumb of a page's trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList for search engines, with absolute URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** JSON inside <script> must not close the tag. */
export { jsonForScript } from '../seo';

interface PageSeo {
  title: string;
  description: string;
  canonicalUrl: string;
}

/** Title, description and Open Graph title tags (root.tsx adds the canonical link); a 404 gets noindex. */
export function newCarsMeta(seo: PageSeo | undefined) {
  if (!seo) return [{ title: 'Page not found | CarSetu' }, { name: 'robots', content: 'noindex' }];
  return [
    { title: `${seo.title} | CarSetu` },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
  ];
}
