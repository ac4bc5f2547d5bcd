// The location feature's server-only surface (loaders and actions; decision 0139).
export { readLocationCookies } from './location-cookies.server';
