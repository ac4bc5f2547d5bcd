/** The car page (decision 0135): one car with its pictures, specs and inspection, and its photos. */
export { carDetailRoutes } from './car-detail.routes';
export { carImageRoutes } from './car-image.routes';
export { findListingCard } from './listing-detail.service';
