// The services feature's server-only surface (loaders and actions; decision 0139).
export { loadCityOptions, loadNewCarOptions } from './catalog-options.server';
export { submitLeadForm } from './lead-action.server';
export { lookupByRegistration } from './registration-lookup.server';
export {
  loadOwnReport,
  loadServiceHistoryPage,
  unlockServiceHistory,
} from './service-history.server';
