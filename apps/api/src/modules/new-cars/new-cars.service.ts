import {
  newCarMediaSlug,
  NEW_CAR_BODY_SEARCHES,
  NEW_CAR_OTHER_MODEL_COUNT,
  NEW_CAR_POPULAR_MODEL_COUNT,
  NEW_CAR_SEARCHES,
  isOnSale,
  newCarPaths,
  type BodyType,
  type NewCarBrand,
  type NewCarModel,
  type NewCarModelDetail,
  type NewCarSearchLink,
  type NewCarSearchQuery,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import type { CatalogCache } from '../catalog';
import { loadNewCarCatalog, type NewCarCatalog, type NewCarMake } from './new-cars.catalog';

export type NewCarsService = ReturnType<typeof createNewCarsService>;

interface ModelFilter {
  bodyTypes?: readonly BodyType[];
  maxPricePaise?: number;
}

/** Budget searches list models whose cheapest variant is at most the limit (decision 0091). */
function matches(model: NewCarModel, { bodyTypes = [], maxPricePaise }: ModelFilter): boolean {
  if (bodyTypes.length > 0 && !bodyTypes.includes(model.bodyType)) return false;
  if (maxPricePaise !== undefined && model.minExShowroomPaise > maxPricePaise) return false;
  return true;
}

function toBrand(make: NewCarMake, models: NewCarModel[]): NewCarBrand {
  const onSale = models.filter((model) => model.make.id === make.id && isOnSale(model));
  return {
    ...make,
    modelsOnSale: onSale.length,
    minExShowroomPaise: onSale.length
      ? Math.min(...onSale.map((model) => model.minExShowroomPaise))
      : null,
    url: newCarPaths.brand(make.slug),
  };
}

/** The new-car section: brands, models on sale, searches, model pages and comparisons. */
export function createNewCarsService(db: Database, cache: CatalogCache) {
  const catalog = () => cache.get('new-car-catalog', () => loadNewCarCatalog(db));
  const onSale = async (filter: ModelFilter = {}) =>
    (await catalog()).models.filter((model) => isOnSale(model) && matches(model, filter));

  function detail(model: NewCarModel, { variantsByModel }: NewCarCatalog): NewCarModelDetail {
    const variants = variantsByModel.get(model.id) ?? [];
    const engines = variants.flatMap((variant) => (variant.engineCc ? [variant.engineCc] : []));
    return {
      model,
      variants,
      engineCc: engines.length ? { min: Math.min(...engines), max: Math.max(...engines) } : null,
    };
  }

  function findMake({ makes }: NewCarCatalog, brandSlug: string): NewCarMake {
    const make = makes.find((item) => item.slug === brandSlug);
    if (!make) throw notFound(`No brand ${brandSlug}`);
    return make;
  }

  return {
    async home() {
      const { makes, models } = await catalog();
      const all = await onSale();
      const count = (filter: ModelFilter) => all.filter((model) => matches(model, filter)).length;
      const link = (slug: string, label: string, filter: ModelFilter): NewCarSearchLink => ({
        slug,
        label,
        url: newCarPaths.search(slug),
        modelCount: count(filter),
      });
      return {
        brands: makes.map((make) => toBrand(make, models)).filter((b) => b.modelsOnSale > 0),
        // The catalogue order puts popular models first, so the head is the popular list.
        popularModels: all.slice(0, NEW_CAR_POPULAR_MODEL_COUNT),
        bodyTypes: NEW_CAR_BODY_SEARCHES.map((search) =>
          link(search.slug, search.label, { bodyTypes: search.bodyTypes }),
        ),
        budgets: NEW_CAR_SEARCHES.flatMap((search) =>
          search.kind === 'budget'
            ? [link(search.slug, search.label, { maxPricePaise: search.maxPricePaise })]
            : [],
        ),
      };
    },

    async search(query: NewCarSearchQuery): Promise<NewCarModel[]> {
      return onSale({ bodyTypes: query.bodyType, maxPricePaise: query.maxPricePaise });
    },

    async brandPage(brandSlug: string) {
      const current = await catalog();
      const { models } = current;
      const make = findMake(current, brandSlug);
      const own = models.filter((model) => model.make.id === make.id);
      return {
        brand: toBrand(make, models),
        models: own.filter(isOnSale),
        discontinued: own
          .filter((model) => !isOnSale(model))
          .sort((a, b) => (b.lastYear ?? 0) - (a.lastYear ?? 0) || a.name.localeCompare(b.name)),
      };
    },

    async modelPage(brandSlug: string, modelSlug: string) {
      const current = await catalog();
      const make = findMake(current, brandSlug);
      const model = current.models.find((m) => m.make.id === make.id && m.slug === modelSlug);
      if (!model) throw notFound(`No model ${modelSlug} of ${make.name}`);
      const otherModels = current.models
        .filter((m) => m.make.id === make.id && m.id !== model.id && isOnSale(m))
        .slice(0, NEW_CAR_OTHER_MODEL_COUNT);
      return { ...detail(model, current), otherModels };
    },

    /** A model by its media slug ({brandSlug}-{modelSlug}); 404 when none matches. */
    async modelBySlug(slug: string): Promise<NewCarModel> {
      const current = await catalog();
      const model = current.models.find(
        (candidate) => newCarMediaSlug(candidate.make.slug, candidate.slug) === slug,
      );
      if (!model) throw notFound(`No model ${slug}`);
      return model;
    },

    /** Models in the order asked; any unknown id is a 404 naming it. */
    async compare(modelIds: number[]): Promise<NewCarModelDetail[]> {
      const current = await catalog();
      return modelIds.map((id) => {
        const model = current.models.find((m) => m.id === id);
        if (!model) throw notFound(`No model with id ${id}`);
        return detail(model, current);
      });
    },
  };
}
