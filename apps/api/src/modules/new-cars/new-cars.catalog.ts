import {
  carImagePath,
  newCarPaths,
  type NewCarMakeRef,
  type NewCarModel,
  type Variant,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { listMakes, listModelsWithPrices, listVariants, toModel, toVariant } from '../catalog';

/** Drawn-picture colours of model cards, picked by model id so a model always looks the same. */
const PICTURE_COLOURS = ['red', 'blue', 'grey', 'silver', 'white', 'brown'] as const;

export interface NewCarMake extends NewCarMakeRef {
  isPopular: boolean;
}

/** The whole new-car catalogue in memory: a few hundred models and a few thousand variants. */
export interface NewCarCatalog {
  makes: NewCarMake[];
  /** Models with at least one priced variant, popular first, then cheapest first. */
  models: NewCarModel[];
  variantsByModel: Map<number, Variant[]>;
}

/**
 * Reads the catalog tables through the catalog module's repository. A model without variants has
 * no price, so it is not part of the new-car catalogue (decision 0090).
 */
export async function loadNewCarCatalog(db: Database): Promise<NewCarCatalog> {
  const [makeRows, modelRows, variantRows] = await Promise.all([
    listMakes(db),
    listModelsWithPrices(db),
    listVariants(db),
  ]);
  const makes = makeRows.map(({ id, name, slug, isPopular }) => ({ id, name, slug, isPopular }));
  const makeById = new Map(makes.map((make) => [make.id, make]));
  const variantsByModel = new Map<number, Variant[]>();
  for (const row of variantRows) {
    const list = variantsByModel.get(row.modelId) ?? [];
    list.push(toVariant(row));
    variantsByModel.set(row.modelId, list);
  }
  const models: NewCarModel[] = [];
  for (const row of modelRows) {
    const make = makeById.get(row.makeId);
    const variants = variantsByModel.get(row.id);
    if (!make || !variants?.length) continue;
    const model = toModel(row);
    models.push({
      ...model,
      make: { id: make.id, name: make.name, slug: make.slug },
      variantCount: variants.length,
      url: newCarPaths.model(make.slug, model.slug),
      imageUrl: carImagePath(model.bodyType, PICTURE_COLOURS[model.id % PICTURE_COLOURS.length]!),
      updatedAt: new Date(row.updatedAt).toISOString(),
    });
  }
  models.sort(
    (a, b) =>
      Number(b.isPopular) - Number(a.isPopular) ||
      a.minExShowroomPaise - b.minExShowroomPaise ||
      a.name.localeCompare(b.name),
  );
  return { makes, models, variantsByModel };
}
