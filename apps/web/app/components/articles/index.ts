// The articles feature's public surface: other folders import it only from here (decision 0139).
export { Markdown } from './markdown';
export { SeoCopy } from './seo-copy';
