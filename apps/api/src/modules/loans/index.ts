export { loanRoutes, loanVehicleRoutes } from './loan.routes';
