// The frame feature's server-only surface (loaders and actions; decision 0139).
export { readSelectedCityId } from './city-cookie.server';
export { loadFrameData, loadFrameHandOff } from './frame-data.server';
