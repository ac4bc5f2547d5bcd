export { articleRoutes } from './articles.routes';
