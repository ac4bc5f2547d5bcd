export { leadQueueRoutes, leadRoutes } from './leads.routes';
