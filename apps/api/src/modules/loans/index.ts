export { loanRoutes } from './loan.routes';
