import { z } from 'zod';
import { LISTING_PATH, LISTING_QUERY } from './listing-paths';

/*
 * Response shapes of the catalog calls under /api/vehicle (spec §7 "Vehicle base gateway" and
 * "Frame calls"). Lists are wrapped as `{ data: [...] }` like the spec's header data.
 */

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const BODY_TYPES = [
  'hatchback',
  'sedan',
  'suv',
  'compact-suv',
  'muv',
  'luxury',
  'pickup',
] as const;
export const BodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof BodyTypeSchema>;
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  suv: 'SUV',
  'compact-suv': 'Compact SUV',
  muv: 'MUV',
  luxury: 'Luxury',
  pickup: 'Pickup',
};

export const FUEL_TYPES = ['petrol', 'diesel', 'cng', 'electric', 'hybrid'] as const;
export const FuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof FuelTypeSchema>;
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  cng: 'CNG',
  electric: 'Electric',
  hybrid: 'Hybrid',
};

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const TransmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof TransmissionSchema>;

// ---------- Cities ----------

/** Spec §3 "City selection record" plus the fields our pages need (state, pincodes, flags). */
export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Background image of the city (spec: background_image); null when the city has none. */
  image: z.string().nullable(),
  imageMobile: z.string().nullable(),
  /** The city's used-car listing (spec: buy_used_car_url). */
  url: z.string(),
  /** Secondary CTA (spec: buy_used_car_url_sec_cta): all cars of the city's group, or the city. */
  viewAllCarsUrl: z.string(),
  slug: z.string(),
  isVirtualCity: z.boolean(),
  carServiceCity: z.boolean(),
  isB2CCity: z.boolean(),
  isGroupCity: z.boolean(),
  /** For a member of a group city (Gurgaon in Delhi NCR): the group city's id, else null. */
  primaryGroupCity: z.number().int().nullable(),
  isBuyUsedCar: z.boolean(),
  /** Null for the virtual all-India city. */
  stateCode: z.string().nullable(),
  /** Inclusive 6-digit PIN code range served as this city. */
  pincodeFrom: z.string(),
  pincodeTo: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isPopular: z.boolean(),
  /** 1..15 for the spec's sell cities (dropdown order), else null. */
  sellOrder: z.number().int().nullable(),
});
export type City = z.infer<typeof CitySchema>;
export const CityListResponseSchema = listOf(CitySchema);
export type CityListResponse = z.infer<typeof CityListResponseSchema>;
export const CityResponseSchema = z.object({ data: CitySchema });
export type CityResponse = z.infer<typeof CityResponseSchema>;

/** Spec §3 "City info" / "City list item". */
export const CityInfoSchema = z.object({ city_id: z.number().int(), city_name: z.string() });
export type CityInfo = z.infer<typeof CityInfoSchema>;

/** Spec §2: "Sell-city items have title, seoLink." */
export const SellCitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  seoLink: z.string(),
  sellOrder: z.number().int(),
});
export type SellCity = z.infer<typeof SellCitySchema>;
export const SellCityListResponseSchema = listOf(SellCitySchema);
export type SellCityListResponse = z.infer<typeof SellCityListResponseSchema>;

export const CITY_SEARCH_MAX_LIMIT = 20;
export const CITY_SEARCH_DEFAULT_LIMIT = 10;

// ---------- States and RTOs ----------

export const StateKindSchema = z.enum(['state', 'union-territory']);
export const StateSchema = z.object({
  /** Vehicle-registration code, e.g. MH. */
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: StateKindSchema,
  /** Older codes still on the road (OR for Odisha). */
  legacyCodes: z.array(z.string()),
  /** RTO office codes of the state, e.g. MH01, MH12. */
  rtoCodes: z.array(z.string()),
});
export type State = z.infer<typeof StateSchema>;
export const StateListResponseSchema = listOf(StateSchema);
export type StateListResponse = z.infer<typeof StateListResponseSchema>;

export const RtoOfficeSchema = z.object({
  code: z.string(),
  name: z.string(),
  stateCode: z.string(),
});
export type RtoOffice = z.infer<typeof RtoOfficeSchema>;

export const RtoDetailSchema = z.object({
  registrationNumber: z.string(),
  rto: RtoOfficeSchema,
  state: StateSchema.omit({ rtoCodes: true }),
});
export type RtoDetail = z.infer<typeof RtoDetailSchema>;
export const RtoDetailResponseSchema = z.object({ data: RtoDetailSchema });
export type RtoDetailResponse = z.infer<typeof RtoDetailResponseSchema>;

// ---------- Makes, models, variants ----------

export const MakeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isPopular: z.boolean(),
  modelCount: z.number().int(),
});
export type Make = z.infer<typeof MakeSchema>;
export const MakeListResponseSchema = listOf(MakeSchema);
export type MakeListResponse = z.infer<typeof MakeListResponseSchema>;

export const ModelSchema = z.object({
  id: z.number().int(),
  makeId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  bodyType: BodyTypeSchema,
  seats: z.number().int(),
  firstYear: z.number().int(),
  /** Last model year for a discontinued model, else null. */
  lastYear: z.number().int().nullable(),
  isPopular: z.boolean(),
  fuelTypes: z.array(FuelTypeSchema),
  transmissions: z.array(TransmissionSchema),
  /** Ex-showroom price range of the variants, paise. */
  minExShowroomPaise: z.number().int(),
  maxExShowroomPaise: z.number().int(),
});
export type Model = z.infer<typeof ModelSchema>;
export const ModelListResponseSchema = listOf(ModelSchema);
export type ModelListResponse = z.infer<typeof ModelListResponseSchema>;

export const VariantSchema = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  name: z.string(),
  fuelType: FuelTypeSchema,
  transmission: TransmissionSchema,
  engineCc: z.number().int().nullable(),
  exShowroomPaise: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;
export const VariantListResponseSchema = listOf(VariantSchema);
export type VariantListResponse = z.infer<typeof VariantListResponseSchema>;

// ---------- Header data and preset filters (frame calls) ----------

/** Spec §2: "Page-link items have title, url, rel, suffixIcon." */
export const PageLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** e.g. 'nofollow' or 'noopener noreferrer' for partner links; null for ordinary links. */
  rel: z.string().nullable(),
  /** Icon name shown after the title ('external', 'new'), or null. */
  suffixIcon: z.string().nullable(),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

export const HeaderSectionSchema = z.object({
  key: z.enum(['popular-brands', 'body-types', 'budget', 'fuel-types', 'quick-links']),
  title: z.string(),
  items: z.array(PageLinkSchema),
});
export type HeaderSection = z.infer<typeof HeaderSectionSchema>;
export const HeaderDataResponseSchema = z.object({
  data: z.array(HeaderSectionSchema),
  city: CityInfoSchema,
});
export type HeaderDataResponse = z.infer<typeof HeaderDataResponseSchema>;

export const PresetFilterGroupSchema = z.enum(['budget', 'bodyType', 'fuelType', 'make']);
export const PresetFilterSchema = z.object({
  key: z.string(),
  group: PresetFilterGroupSchema,
  label: z.string(),
  /** Listing query items without storeCityId, e.g. "priceMin=300000&priceMax=500000". */
  query: z.string(),
  /** The full listing link for the requested city (or all India without a city). */
  url: z.string(),
});
export type PresetFilter = z.infer<typeof PresetFilterSchema>;
export const PresetFilterListResponseSchema = listOf(PresetFilterSchema);
export type PresetFilterListResponse = z.infer<typeof PresetFilterListResponseSchema>;

export const KmRangeSchema = z.object({
  /** Stable id used as the listing's km query value, e.g. "0-30000". */
  id: z.string(),
  label: z.string(),
  minKm: z.number().int(),
  /** Exclusive upper bound; null for the open-ended last bucket. */
  maxKm: z.number().int().nullable(),
});
export type KmRange = z.infer<typeof KmRangeSchema>;
export const KmRangeListResponseSchema = listOf(KmRangeSchema);
export type KmRangeListResponse = z.infer<typeof KmRangeListResponseSchema>;

// ---------- FAQ, testimonials, page content ----------

export const FAQ_CATEGORIES = ['buy', 'sell', 'loan', 'challan', 'services', 'general'] as const;
/** A site category, or 'state:<state-slug>' for the e-challan page of one state. */
export const FaqCategorySchema = z
  .string()
  .regex(/^(buy|sell|loan|challan|services|general|state:[a-z-]+)$/, {
    message: `category must be one of ${FAQ_CATEGORIES.join(', ')} or state:<state-slug>`,
  });
export const FaqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;
export const FaqListResponseSchema = listOf(FaqSchema);
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

export const TESTIMONIAL_CATEGORIES = ['buy', 'sell', 'loan', 'challan'] as const;
export const TestimonialCategorySchema = z.enum(TESTIMONIAL_CATEGORIES);
export const TestimonialSchema = z.object({
  id: z.number().int(),
  category: TestimonialCategorySchema,
  customerName: z.string(),
  cityName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialListResponseSchema = listOf(TestimonialSchema);
export type TestimonialListResponse = z.infer<typeof TestimonialListResponseSchema>;

export const PAGE_CONTENT_TYPES = [
  'home',
  'buy-used-cars',
  'sell-used-cars',
  'used-car-loan',
  'traffic-challan',
  'used-car-valuation',
] as const;
export const PageContentTypeSchema = z.enum(PAGE_CONTENT_TYPES);
export type PageContentType = z.infer<typeof PageContentTypeSchema>;

const TitledTextSchema = z.object({ title: z.string(), body: z.string() });
export const PageContentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), title: z.string(), subtitle: z.string() }),
  z.object({ kind: z.literal('text'), heading: z.string(), paragraphs: z.array(z.string()) }),
  z.object({ kind: z.literal('steps'), heading: z.string(), steps: z.array(TitledTextSchema) }),
  z.object({
    kind: z.literal('highlights'),
    heading: z.string(),
    items: z.array(TitledTextSchema),
  }),
]);
export type PageContentBlock = z.infer<typeof PageContentBlockSchema>;
export const PageContentSchema = z.object({
  type: PageContentTypeSchema,
  metaTitle: z.string(),
  metaDescription: z.string(),
  blocks: z.array(PageContentBlockSchema),
  updatedAt: z.string(),
});
export type PageContent = z.infer<typeof PageContentSchema>;
export const PageContentResponseSchema = z.object({ data: PageContentSchema });
export type PageContentResponse = z.infer<typeof PageContentResponseSchema>;

// ---------- Links the pages share ----------

/** Listing link for a city; the all-India (virtual) page carries no storeCityId (spec §2). */
export function listingUrl(cityId: number | null, query = ''): string {
  const items = [query, cityId === null ? '' : `${LISTING_QUERY.cityId}=${cityId}`].filter(Boolean);
  return items.length > 0 ? `${LISTING_PATH}?${items.join('&')}` : LISTING_PATH;
}

/** Sell page of one city: /sell-used-cars-{slug}/ (decision 0011). */
export function sellCityUrl(slug: string): string {
  return `/sell-used-cars-${slug}/`;
}
