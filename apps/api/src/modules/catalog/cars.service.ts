import type { Make, Model, Variant } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import type { CatalogCache } from './catalog-cache';
import { toModel, toVariant } from './catalog.mappers';
import { listMakes, listModelsWithPrices, listVariants } from './catalog.repository';

export type CarsService = ReturnType<typeof createCarsService>;

/** Makes, models and variants. Whole tables are cached (a few hundred rows) and filtered here. */
export function createCarsService(db: Database, cache: CatalogCache) {
  const makeRows = () => cache.get('makes', () => listMakes(db));
  const modelRows = () => cache.get('models', () => listModelsWithPrices(db));
  const variantRows = () => cache.get('variants', () => listVariants(db));

  return {
    /** Popular makes first, then the catalogue order. */
    async listBrands(): Promise<Make[]> {
      return (await makeRows()).map((row) => ({ ...row }));
    },

    async listModels(makeId: number): Promise<Model[]> {
      const makes = await makeRows();
      if (!makes.some((make) => make.id === makeId)) throw notFound(`No make with id ${makeId}`);
      return (await modelRows()).filter((row) => row.makeId === makeId).map(toModel);
    },

    async listVariants(modelId: number): Promise<Variant[]> {
      const models = await modelRows();
      if (!models.some((model) => model.id === modelId)) {
        throw notFound(`No model with id ${modelId}`);
      }
      return (await variantRows()).filter((row) => row.modelId === modelId).map(toVariant);
    },
  };
}
