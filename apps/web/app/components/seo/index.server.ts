// The seo feature's server-only surface (loaders and actions; decision 0139).
export {
  PAGE_SOURCES,
  XML_HEADERS,
  carSitemapPage,
  newCarPages,
  newest,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.server';
