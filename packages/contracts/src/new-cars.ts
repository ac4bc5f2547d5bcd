import { z } from 'zod';
import { BodyTypeSchema, ModelSchema, VariantSchema } from './catalog';
import { NEW_CAR_COMPARE_MAX, NEW_CAR_COMPARE_MIN } from './new-cars-rules';

/*
 * The new-car section's calls under /api/vehicle/v1/new-cars (decision 0090). Models are the
 * catalog's models with their make and their page link; "on sale" means no last model year.
 */

export const NewCarMakeRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type NewCarMakeRef = z.infer<typeof NewCarMakeRefSchema>;

export const NewCarModelSchema = ModelSchema.extend({
  make: NewCarMakeRefSchema,
  variantCount: z.number().int(),
  /** /new-cars/{brand}/{model}/ */
  url: z.string(),
  /** A drawn picture of the body type (decision 0056). */
  imageUrl: z.string(),
  /** When the model or a variant last changed (sitemap <lastmod>). */
  updatedAt: z.string(),
});
export type NewCarModel = z.infer<typeof NewCarModelSchema>;

export const NewCarBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isPopular: z.boolean(),
  /** Models sold new today (discontinued ones not counted). */
  modelsOnSale: z.number().int(),
  /** Cheapest ex-showroom price of the models on sale, paise; null with none on sale. */
  minExShowroomPaise: z.number().int().nullable(),
  url: z.string(),
});
export type NewCarBrand = z.infer<typeof NewCarBrandSchema>;

export const NewCarSearchLinkSchema = z.object({
  slug: z.string(),
  label: z.string(),
  url: z.string(),
  modelCount: z.number().int(),
});
export type NewCarSearchLink = z.infer<typeof NewCarSearchLinkSchema>;

export const NewCarsHomeResponseSchema = z.object({
  data: z.object({
    /** Brands with at least one model on sale, popular first. */
    brands: z.array(NewCarBrandSchema),
    popularModels: z.array(NewCarModelSchema),
    bodyTypes: z.array(NewCarSearchLinkSchema),
    budgets: z.array(NewCarSearchLinkSchema),
  }),
});
export type NewCarsHomeResponse = z.infer<typeof NewCarsHomeResponseSchema>;

/** A repeated query name arrives as an array, a single one as a string. */
const listFromQuery = (value: unknown) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Upper bound of a budget: ₹10 Crore, above any car in the catalogue. */
export const NEW_CAR_MAX_PRICE_PAISE_LIMIT = 10_00_00_000 * 100;

export const NewCarSearchQuerySchema = z.object({
  bodyType: z.preprocess(listFromQuery, z.array(BodyTypeSchema).max(7)),
  maxPricePaise: z.coerce
    .number({ error: 'maxPricePaise must be a number' })
    .int('maxPricePaise must be a whole number of paise')
    .positive('maxPricePaise must be positive')
    .max(NEW_CAR_MAX_PRICE_PAISE_LIMIT, 'maxPricePaise is above any car price')
    .optional(),
});
export type NewCarSearchQuery = z.infer<typeof NewCarSearchQuerySchema>;

export const NewCarModelListResponseSchema = z.object({ data: z.array(NewCarModelSchema) });
export type NewCarModelListResponse = z.infer<typeof NewCarModelListResponseSchema>;

export const NewCarBrandPageResponseSchema = z.object({
  data: z.object({
    brand: NewCarBrandSchema,
    /** On sale, popular first then cheapest first. */
    models: z.array(NewCarModelSchema),
    /** No longer sold new; their pages link to used ones. */
    discontinued: z.array(NewCarModelSchema),
  }),
});
export type NewCarBrandPageResponse = z.infer<typeof NewCarBrandPageResponseSchema>;

export const NewCarModelDetailSchema = z.object({
  model: NewCarModelSchema,
  /** Cheapest first. */
  variants: z.array(VariantSchema),
  /** Smallest and largest combustion engine; null for an electric-only model. */
  engineCc: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type NewCarModelDetail = z.infer<typeof NewCarModelDetailSchema>;

export const NewCarModelPageResponseSchema = z.object({
  data: NewCarModelDetailSchema.extend({
    /** Other models of the brand on sale. */
    otherModels: z.array(NewCarModelSchema),
  }),
});
export type NewCarModelPageResponse = z.infer<typeof NewCarModelPageResponseSchema>;

const modelId = z.coerce
  .number({ error: 'model must be a model id' })
  .int('model must be a model id')
  .positive('model must be a model id');

export const NewCarCompareQuerySchema = z.object({
  model: z.preprocess(
    listFromQuery,
    z
      .array(modelId)
      .min(NEW_CAR_COMPARE_MIN, `Choose at least ${NEW_CAR_COMPARE_MIN} models to compare`)
      .max(NEW_CAR_COMPARE_MAX, `Compare at most ${NEW_CAR_COMPARE_MAX} models`)
      .refine((ids) => new Set(ids).size === ids.length, 'Choose different models to compare'),
  ),
});
export type NewCarCompareQuery = z.infer<typeof NewCarCompareQuerySchema>;

export const NewCarCompareResponseSchema = z.object({ data: z.array(NewCarModelDetailSchema) });
export type NewCarCompareResponse = z.infer<typeof NewCarCompareResponseSchema>;

export const NewCarSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, 'must be a slug of lower-case letters, digits and hyphens');

/** A model's media slug: {brandSlug}-{modelSlug}, e.g. tata-nexon (decision 0130). */
export const newCarMediaSlug = (brandSlug: string, modelSlug: string) =>
  `${brandSlug}-${modelSlug}`;
export const NewCarMediaSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,121}$/, 'must be a slug of lower-case letters, digits and hyphens');

/** GET /api/vehicle/v1/gallery/{slug}: every angle of a model in its common colours. */
export const NewCarGallerySchema = z.object({
  slug: z.string(),
  name: z.string(),
  images: z.array(
    z.object({ url: z.string(), alt: z.string(), colour: z.string(), angle: z.string() }),
  ),
});
export type NewCarGallery = z.infer<typeof NewCarGallerySchema>;

/** GET /api/vehicle/v1/video/{slug}: where to watch reviews, walkarounds and comparisons. */
export const NewCarVideosSchema = z.object({
  slug: z.string(),
  name: z.string(),
  videos: z.array(
    z.object({
      kind: z.enum(['review', 'walkaround', 'comparison']),
      title: z.string(),
      url: z.string(),
    }),
  ),
});
export type NewCarVideos = z.infer<typeof NewCarVideosSchema>;
