// The staff feature's server-only surface (loaders and actions; decision 0139).
export { formError, staffAccess } from './staff.server';
