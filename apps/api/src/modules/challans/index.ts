export { challanRoutes, vehicleNumberRoutes } from './challans.routes';
export { lookupVehicle } from './challans.service';
