export { challanRoutes, vehicleNumberRoutes } from './challans.routes';
