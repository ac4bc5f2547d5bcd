import {
  BodyTypeSchema,
  FuelTypeSchema,
  PageContentSchema,
  StateKindSchema,
  TestimonialCategorySchema,
  TransmissionSchema,
  listingUrl,
  sellCityUrl,
  type City,
  type Faq,
  type Model,
  type PageContent,
  type SellCity,
  type State,
  type Testimonial,
  type Variant,
} from '@carsetu/contracts';
import type {
  CityRow,
  FaqRow,
  ModelWithPricesRow,
  PageContentRow,
  StateRow,
  TestimonialRow,
  VariantRow,
} from './catalog.repository';

/** Rows become DTOs here; enum-like text columns are parsed so a bad row fails loudly. */

const pin = (value: number) => String(value).padStart(6, '0');

export function toCity(row: CityRow): City {
  // The all-India (virtual) page carries no storeCityId (spec §2).
  const ownListingCityId = row.isVirtualCity ? null : row.id;
  return {
    id: row.id,
    name: row.name,
    image: row.backgroundImage,
    imageMobile: row.backgroundImageMobile,
    url: listingUrl(ownListingCityId),
    viewAllCarsUrl: listingUrl(row.primaryGroupCityId ?? ownListingCityId),
    slug: row.slug,
    isVirtualCity: row.isVirtualCity,
    carServiceCity: row.carServiceCity,
    isB2CCity: row.isB2cEnabled,
    isGroupCity: row.isGroupCity,
    primaryGroupCity: row.primaryGroupCityId,
    isBuyUsedCar: row.isBuyUsedCar,
    stateCode: row.stateCode,
    pincodeFrom: pin(row.pincodeFrom),
    pincodeTo: pin(row.pincodeTo),
    latitude: row.latitude,
    longitude: row.longitude,
    isPopular: row.isPopular,
    sellOrder: row.sellOrder,
  };
}

export function toSellCity(row: CityRow & { sellOrder: number }): SellCity {
  return {
    id: row.id,
    slug: row.slug,
    title: row.sellTitle ?? row.name,
    seoLink: sellCityUrl(row.slug),
    sellOrder: row.sellOrder,
  };
}

export function toState(row: StateRow & { rtoCodes: string[] }): State {
  return {
    code: row.code,
    name: row.name,
    slug: row.slug,
    kind: StateKindSchema.parse(row.kind),
    legacyCodes: row.legacyCodes,
    rtoCodes: row.rtoCodes,
  };
}

export function toModel(row: ModelWithPricesRow): Model {
  return {
    ...row,
    bodyType: BodyTypeSchema.parse(row.bodyType),
    fuelTypes: row.fuelTypes.map((fuel) => FuelTypeSchema.parse(fuel)).sort(),
    transmissions: row.transmissions.map((t) => TransmissionSchema.parse(t)).sort(),
    minExShowroomPaise: Number(row.minExShowroomPaise),
    maxExShowroomPaise: Number(row.maxExShowroomPaise),
  };
}

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    modelId: row.modelId,
    name: row.name,
    fuelType: FuelTypeSchema.parse(row.fuelType),
    transmission: TransmissionSchema.parse(row.transmission),
    engineCc: row.engineCc,
    exShowroomPaise: Number(row.exShowroomPaise),
  };
}

export function toFaq(row: FaqRow): Faq {
  return { id: row.id, category: row.category, question: row.question, answer: row.answer };
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    category: TestimonialCategorySchema.parse(row.category),
    customerName: row.customerName,
    cityName: row.cityName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPageContent(row: PageContentRow): PageContent {
  return PageContentSchema.parse({
    ...(row.content as object),
    type: row.type,
    updatedAt: row.updatedAt.toISOString(),
  });
}
