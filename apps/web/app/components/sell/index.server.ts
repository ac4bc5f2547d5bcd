// The sell feature's server-only surface (loaders and actions; decision 0139).
export { SELL_MOBILE_COOKIE, loadSellPage, submitSellRequest } from './sell-page.server';
