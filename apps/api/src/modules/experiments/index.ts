export { experimentAdminRoutes, experimentRoutes } from './experiments.routes';
