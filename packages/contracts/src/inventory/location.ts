import { z } from 'zod';

/** GET /api/consumer/location-service/api/v1/location/?cityId&locationType&includeZones (spec §7). */
export const LOCATION_TYPES = ['city', 'pincode', 'geo'] as const;
export const LocationTypeSchema = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof LocationTypeSchema>;

export const LocationQuerySchema = z.object({
  cityId: z.coerce.number().int().positive().optional(),
  locationType: LocationTypeSchema.default('city'),
  includeZones: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  pincode: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'Enter a valid 6-digit pincode')
    .optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

export const LocationCitySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  city_slug: z.string(),
  is_virtual_city: z.boolean(),
  /** Cars can be bought here (spec: is_buy_used_car) and there are cars listed. */
  isServiceable: z.boolean(),
  listingCount: z.number().int(),
});
export type LocationCity = z.infer<typeof LocationCitySchema>;

export const LocationZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
});

export const LocationResponseSchema = z.object({
  data: z.object({
    city: LocationCitySchema,
    /** Spec §3 Location. Set when asked by pincode. */
    pincode: z.string().nullable(),
    /** The closest serviceable city when this one is not serviceable, else null. */
    nearbyCity: LocationCitySchema.nullable(),
    zones: z.array(LocationZoneSchema),
  }),
});
export type LocationResponse = z.infer<typeof LocationResponseSchema>;
