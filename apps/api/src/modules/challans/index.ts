export { challanRoutes, vehicleNumberRoutes } from './challans.routes';
export {
  lookupChallans,
  lookupHypothecation,
  lookupVehicle,
  lookupVehicleValidity,
} from './challans.service';
