export { challanRoutes, vehicleNumberRoutes } from './challans.routes';
export { lookupChallans, lookupVehicle, lookupVehicleValidity } from './challans.service';
