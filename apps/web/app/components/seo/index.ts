// The seo feature's public surface: other folders import it only from here (decision 0139).
export { JsonLd, jsonForScript } from './json-ld';
export { SeoHead } from './seo-head';
