/** The location service (decision 0135): a city by id, pincode or position, with serviceability. */
export { locationRoutes } from './location.routes';
