// The new-cars feature's server-only surface (loaders and actions; decision 0139).
export {
  loadBrandPage,
  loadComparePage,
  loadModelPage,
  loadNewCarsHome,
  loadSearchPage,
} from './new-cars.server';
