// The home feature's public surface: other folders import it only from here (decision 0139).
export { RecentlyViewedCars } from './recently-viewed-cars';
