import {
  CITY_SEARCH_DEFAULT_LIMIT,
  CITY_SEARCH_MAX_LIMIT,
  CityListResponseSchema,
  CityResponseSchema,
  RegistrationNumberSchema,
  RtoDetailResponseSchema,
  SellCityListResponseSchema,
  StateListResponseSchema,
} from '@carsetu/contracts';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/error-body';
import type { CatalogApp } from './catalog.routes';
import type { PlacesService } from './places.service';

const tags = ['vehicle: places'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const CityIdSchema = z.coerce
  .number({ error: 'cityId must be a number' })
  .int('cityId must be a whole number')
  .positive('cityId must be positive');
const booleanQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

export function registerPlaceRoutes(app: CatalogApp, places: PlacesService) {
  app.get(
    '/v1/cities',
    {
      schema: {
        tags,
        summary: 'All cities (optionally only those where used cars can be bought)',
        querystring: z.object({ isBuyUsedCar: booleanQuery.optional() }),
        response: { 200: CityListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await places.listCities(request.query) }),
  );

  app.get(
    '/v1/popular-cities',
    {
      schema: {
        tags,
        summary: 'Popular cities for the city picker',
        response: { 200: CityListResponseSchema },
      },
    },
    async () => ({ data: await places.listPopularCities() }),
  );

  app.get(
    '/v1/city/search',
    {
      schema: {
        tags,
        summary: 'Cities whose name starts with, then contains, the text (case-insensitive)',
        querystring: z.object({
          q: z.string().trim().min(1, 'Type at least one letter').max(50, 'q is too long'),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(CITY_SEARCH_MAX_LIMIT)
            .default(CITY_SEARCH_DEFAULT_LIMIT),
        }),
        response: { 200: CityListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await places.searchCities(request.query.q, request.query.limit) }),
  );

  app.get(
    '/v1/city/:cityId',
    {
      schema: {
        tags,
        summary: 'One city by id',
        params: z.object({ cityId: CityIdSchema }),
        response: { 200: CityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await places.getCity(request.params.cityId) }),
  );

  app.get(
    '/v1/sell-cities',
    {
      schema: {
        tags,
        summary: 'The 15 cities of the Sell car dropdown, in order',
        response: { 200: SellCityListResponseSchema },
      },
    },
    async () => ({ data: await places.listSellCities() }),
  );

  app.get(
    '/get-states',
    {
      schema: {
        tags,
        summary: 'States and union territories with their vehicle codes and RTO codes',
        response: { 200: StateListResponseSchema },
      },
    },
    async () => ({ data: await places.listStates() }),
  );

  app.get(
    '/v1/rto/:regNo',
    {
      schema: {
        tags,
        summary: 'The RTO office and state that issued a registration number',
        params: z.object({ regNo: RegistrationNumberSchema }),
        response: { 200: RtoDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await places.findRto(request.params.regNo) }),
  );
}
