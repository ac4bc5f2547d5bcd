// The sell feature's public surface: other folders import it only from here (decision 0139).
export { matchSellCityPath } from './sell-city-path';
export { sellPageMeta } from './sell-meta';
export { SellPage } from './sell-page';
