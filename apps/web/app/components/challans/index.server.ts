// The challans feature's server-only surface (loaders and actions; decision 0139).
export { loadEChallanPage } from './e-challan.server';
