// The auth feature's server-only surface (loaders and actions; decision 0139).
export { loadFrameUser } from './load-user.server';
