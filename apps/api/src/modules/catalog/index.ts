// The catalog's public surface: makes, models and variants (and their mappers), the in-process
// catalog cache and the places service. Routes are mounted from modules/index.ts.
export { catalogRoutes } from './catalog.routes';
export { toModel, toVariant } from './catalog.mappers';
export { listMakes, listModelsWithPrices, listVariants } from './catalog.repository';
export { CatalogCache } from './catalog-cache';
export { createPlacesService, type PlacesService } from './places.service';
