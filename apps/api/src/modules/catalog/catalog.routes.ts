import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogCache } from './catalog-cache';
import { createCarsService } from './cars.service';
import { registerCarRoutes } from './cars.routes';
import { createContentService } from './content.service';
import { registerContentRoutes } from './content.routes';
import { createHeaderService } from './header.service';
import { createPlacesService } from './places.service';
import { registerPlaceRoutes } from './places.routes';

export type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The catalog on the vehicle base gateway (/api/vehicle, spec §7): cities, states and RTOs,
 * makes and models, header data and filter presets, FAQs, testimonials and page content.
 * One cache per app instance, so two apps (tests, processes) never share state.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CatalogCache();
  const places = createPlacesService(app.db, cache);
  const cars = createCarsService(app.db, cache);
  const header = createHeaderService(places, cars);
  const content = createContentService(app.db, cache);
  registerPlaceRoutes(app, places);
  registerCarRoutes(app, cars, header);
  registerContentRoutes(app, content);
};
