import {
  HeaderDataResponseSchema,
  KmRangeListResponseSchema,
  MakeListResponseSchema,
  ModelListResponseSchema,
  PresetFilterListResponseSchema,
  VariantListResponseSchema,
} from '@carsetu/contracts';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import type { CarsService } from './cars.service';
import type { CatalogApp } from './catalog.routes';
import type { HeaderService } from './header.service';

const tags = ['vehicle: cars'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

export function registerCarRoutes(app: CatalogApp, cars: CarsService, header: HeaderService) {
  app.get(
    '/v1/brands',
    {
      schema: {
        tags,
        summary: 'Car makes, popular first',
        response: { 200: MakeListResponseSchema },
      },
    },
    async () => ({ data: await cars.listBrands() }),
  );

  app.get(
    '/v1/models/:makeId',
    {
      schema: {
        tags,
        summary: 'Models of one make, with fuels, gearboxes and ex-showroom price range',
        params: z.object({ makeId: idParam('makeId') }),
        response: { 200: ModelListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await cars.listModels(request.params.makeId) }),
  );

  app.get(
    '/v1/variants/:modelId',
    {
      schema: {
        tags,
        summary: 'Variants of one model, cheapest first',
        params: z.object({ modelId: idParam('modelId') }),
        response: { 200: VariantListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await cars.listVariants(request.params.modelId) }),
  );

  app.get(
    '/v1/buy-cars/header-data/:cityId',
    {
      schema: {
        tags,
        summary: 'Sections of the city-specific Buy used car dropdown',
        params: z.object({ cityId: idParam('cityId') }),
        response: { 200: HeaderDataResponseSchema, ...errors },
      },
    },
    async (request) => header.headerData(request.params.cityId),
  );

  app.get(
    '/v1/preset-filters',
    {
      schema: {
        tags,
        summary: 'One-tap listing filters (budget, body type, fuel, popular brand)',
        querystring: z.object({ cityId: idParam('cityId').optional() }),
        response: { 200: PresetFilterListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await header.presetFilters(request.query.cityId) }),
  );

  app.get(
    '/v2/km-range',
    {
      schema: {
        tags,
        summary: 'Kilometre ranges of the listing filter',
        response: { 200: KmRangeListResponseSchema },
      },
    },
    async () => ({ data: header.kmRanges() }),
  );
}
