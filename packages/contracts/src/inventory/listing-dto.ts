import { z } from 'zod';
import { BodyTypeSchema, FuelTypeSchema, TransmissionSchema } from '../catalog';
import { ImageVariantSchema } from '../images';
import { ListingFiltersSchema } from './listing-filters';
import { MarketPriceSchema, PaperChecksSchema } from './market-signals';

export const LISTING_STATUSES = ['available', 'reserved', 'sold'] as const;
export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** Picture angles drawn for every car (SVG by body type and colour, decisions 0056 and 0160). */
export const CAR_IMAGE_ANGLES = ['side', 'front', 'rear', 'interior', 'three-quarter'] as const;
export const CarImageAngleSchema = z.enum(CAR_IMAGE_ANGLES);
export type CarImageAngle = z.infer<typeof CarImageAngleSchema>;
/** Words for each angle, for alt texts and captions. */
export const CAR_IMAGE_ANGLE_LABELS: Record<CarImageAngle, string> = {
  side: 'side view',
  front: 'front view',
  rear: 'rear view',
  interior: 'interior',
  'three-quarter': 'front three-quarter view',
};
/** The card picture: the three-quarter view shows a car's face and its silhouette at once. */
export const CARD_IMAGE_ANGLE: CarImageAngle = 'three-quarter';

export const ListingCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  make: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  variant: z.object({ id: z.number().int(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  year: z.number().int(),
  kmDriven: z.number().int(),
  pricePaise: z.number().int(),
  originalPricePaise: z.number().int(),
  emiPerMonthRupees: z.number(),
  owners: z.number().int(),
  colour: z.string(),
  bodyType: BodyTypeSchema,
  fuelType: FuelTypeSchema,
  transmission: TransmissionSchema,
  seats: z.number().int(),
  stateCode: z.string(),
  rtoCode: z.string(),
  status: ListingStatusSchema,
  /** SEO path of the car page (route car-detail). */
  url: z.string(),
  imageUrl: z.string(),
  listedAt: z.string(),
  /** Against the median of similar cars; null when too few to compare (decision 0161). */
  marketPrice: MarketPriceSchema.nullable(),
  /** Every registry check passed (decision 0162); false when not checked. */
  cleanPapers: z.boolean(),
});
export type ListingCard = z.infer<typeof ListingCardSchema>;

export const FacetOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Cars matching this value together with every other active filter. */
  count: z.number().int(),
});
export type FacetOption = z.infer<typeof FacetOptionSchema>;

export const FACET_NAMES = [
  'make',
  'model',
  'budget',
  'year',
  'km',
  'fuelType',
  'transmission',
  'bodyType',
  'owners',
  'colour',
  'seats',
  'state',
  'rto',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
// An object with each facet named (not a record over an enum) so the OpenAPI document defines
// every required property.
export const FacetsSchema = z.object(
  Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(FacetOptionSchema)])) as Record<
    (typeof FACET_NAMES)[number],
    z.ZodArray<typeof FacetOptionSchema>
  >,
);
export type Facets = z.infer<typeof FacetsSchema>;

export const ListingSearchResponseSchema = z.object({
  items: z.array(ListingCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /**
   * The next page's cursor: its link carries it as `after` (with page=N+1), so that page reads on
   * from where this one ended instead of skipping rows. Absent on the last page.
   */
  nextCursor: z.string().optional(),
  facets: FacetsSchema,
  /** The filters as the server understood them (bad values dropped). */
  filters: ListingFiltersSchema,
  /** What the free-text search matched, e.g. "Maruti Suzuki Swift". */
  searchMatches: z.array(z.string()),
});
export type ListingSearchResponse = z.infer<typeof ListingSearchResponseSchema>;

export const SUGGESTION_KINDS = ['make', 'model', 'variant'] as const;
export const SuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  label: z.string(),
  /** Listing query items for this suggestion, e.g. "make=hyundai&model=creta". */
  query: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionListResponseSchema = z.object({ data: z.array(SuggestionSchema) });
export type SuggestionListResponse = z.infer<typeof SuggestionListResponseSchema>;
export const SUGGESTION_LIMIT = 8;

export const INSPECTION_STATUSES = ['ok', 'attention', 'defect'] as const;
export const InspectionCheckpointSchema = z.object({
  name: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  note: z.string().nullable(),
});
export const InspectionGroupSchema = z.object({
  group: z.string(),
  /** 1.0 .. 5.0 */
  rating: z.number(),
  checkpoints: z.array(InspectionCheckpointSchema),
});
export type InspectionGroup = z.infer<typeof InspectionGroupSchema>;
export const InspectionReportSchema = z.object({
  overallRating: z.number(),
  inspectedAt: z.string(),
  groups: z.array(InspectionGroupSchema),
});
export type InspectionReport = z.infer<typeof InspectionReportSchema>;

export const ListingImageSchema = z.object({
  angle: z.union([CarImageAngleSchema, z.literal('inspection')]),
  url: z.string(),
  alt: z.string(),
  /** AVIF and WebP at several widths for a photo (none for a drawing: SVG needs no sizes). */
  variants: z.array(ImageVariantSchema).optional(),
});
export type ListingImage = z.infer<typeof ListingImageSchema>;

export const ListingDetailSchema = ListingCardSchema.extend({
  /** Photos from the car's own inspection (a car bought from a seller) first, then the angles. */
  images: z.array(ListingImageSchema),
  engineCc: z.number().int().nullable(),
  features: z.array(z.string()),
  inspection: InspectionReportSchema.nullable(),
  /** The registry checks behind the clean-papers badge; null when the registry did not answer. */
  paperChecks: PaperChecksSchema.nullable(),
  hub: z
    .object({ id: z.number().int(), name: z.string(), address: z.string(), pincode: z.string() })
    .nullable(),
  similar: z.array(ListingCardSchema),
  /** The visitor's own state; false for anonymous visitors. */
  isWishlisted: z.boolean(),
  hasPriceAlert: z.boolean(),
  /** True when the visitor holds the live booking of this car. */
  isBookedByMe: z.boolean(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;
export const ListingDetailResponseSchema = z.object({ data: ListingDetailSchema });
export type ListingDetailResponse = z.infer<typeof ListingDetailResponseSchema>;

/** Car page path: /buy-used-car/{make}-{model}-{year}-{city}-{id}/ (decision 0052). */
export function carDetailPath(parts: {
  makeSlug: string;
  modelSlug: string;
  year: number;
  citySlug: string;
  id: number;
}): string {
  return `/buy-used-car/${parts.makeSlug}-${parts.modelSlug}-${parts.year}-${parts.citySlug}-${parts.id}/`;
}
/** The id is the last dash-separated part of the slug; the rest is for people and search engines. */
export function listingIdFromSlug(slug: string): number | null {
  const match = /-(\d{1,10})\/?$/.exec(slug);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
export function carImagePath(
  bodyType: string,
  colour: string,
  angle: CarImageAngle = 'side',
): string {
  return `/api/vehicle/v1/car-images/${bodyType}/${colour}/${angle}.svg`;
}

/** GET …/listings/{id}/studio-photos: every picture of a car, for its photos page. */
export const StudioPhotosResponseSchema = z.object({
  listingId: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** How many of the photos were taken at the car's own inspection. */
  inspectionPhotoCount: z.number().int(),
  photos: z.array(ListingImageSchema),
});
export type StudioPhotosResponse = z.infer<typeof StudioPhotosResponseSchema>;

/** A listing id in a path (`/listings/{id}`), as the API parses it. */
export const ListingIdSchema = z.coerce.number({ error: 'id must be a number' }).int().positive();
