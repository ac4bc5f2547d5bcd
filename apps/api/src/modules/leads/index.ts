export { leadRoutes } from './leads.routes';
