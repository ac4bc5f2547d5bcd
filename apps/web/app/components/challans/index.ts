// The challans feature's public surface: other folders import it only from here (decision 0139).
export { challanPaths } from './challan-paths';
export { ChallanSearchForm } from './challan-search-form';
export { ChallanSelection } from './challan-selection';
export { eChallanMeta } from './e-challan-meta';
export { EChallanPageView } from './e-challan-page';
export { safeBlock } from './safe-block';
export { StateList } from './state-list';
