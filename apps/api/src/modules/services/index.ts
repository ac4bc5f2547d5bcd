export { consumerServicesRoutes, vehicleServicesRoutes } from './services.routes';
export { createRegistrationDetailsService } from './registration-details.service';
