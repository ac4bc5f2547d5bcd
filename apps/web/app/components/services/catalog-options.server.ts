import type { AppLoadContext } from 'react-router';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export interface CityOption {
  id: number;
  name: string;
  carServiceCity: boolean;
}

/** Catalog cities a person can live in (not the virtual all-India city), by name. */
export async function loadCityOptions(context: AppLoadContext): Promise<CityOption[]> {
  const { data } = await unwrap(typedApi(context).GET('/api/vehicle/v1/cities'));
  return data
    .filter((city) => !city.isVirtualCity && !city.isGroupCity)
    .map((city) => ({ id: city.id, name: city.name, carServiceCity: city.carServiceCity }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface BrandOption {
  id: number;
  name: string;
  models: { id: number; name: string }[];
}

/** Brands with the models still sold new (a PDI is for a new car at delivery). */
export async function loadNewCarOptions(context: AppLoadContext): Promise<BrandOption[]> {
  const api = typedApi(context);
  const { data: makes } = await unwrap(api.GET('/api/vehicle/v1/brands'));
  const brands = await Promise.all(
    makes.map(async (make) => {
      const { data: models } = await unwrap(
        api.GET('/api/vehicle/v1/models/{makeId}', { params: { path: { makeId: make.id } } }),
      );
      return {
        id: make.id,
        name: make.name,
        models: models
          .filter((model) => model.lastYear === null)
          .map((model) => ({ id: model.id, name: model.name })),
      };
    }),
  );
  return brands.filter((brand) => brand.models.length > 0);
}
