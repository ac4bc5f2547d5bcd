// The articles feature's server-only surface (loaders and actions; decision 0139).
export { loadArticle, loadArticleList, loadSeoContent } from './articles.server';
