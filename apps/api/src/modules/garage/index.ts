export { garageRoutes } from './garage.routes';
export { garageChecksJob, runGarageChecks, type GarageCheckSummary } from './garage-checks.job';
