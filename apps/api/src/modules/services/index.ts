export { consumerServicesRoutes, vehicleServicesRoutes } from './services.routes';
