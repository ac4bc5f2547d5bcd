import { z } from 'zod';
import { PhoneSchema, PincodeSchema, RegistrationNumberSchema } from './field-schemas';
import {
  PDI_DELIVERY_DATE_MESSAGE,
  SCRAP_ANSWER_MESSAGE,
  SCRAP_CAR_QUESTIONS,
} from './services-rules';

// Car services (spec §2 routes; §7 "Others": PDI eligibility, service-history price, brand list
// and sample report, report details). Pure rules and constants live in services-rules.ts.

// ---------- Check vehicle details (/rto-vehicle-registration-details/) ----------

export const VehicleRegistrationDetailsSchema = z.object({
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  fuelType: z.string(),
  registrationDate: z.string(),
  /** Whole years and months since registration, from the registry's date. */
  vehicleAge: z.object({ years: z.number().int(), months: z.number().int() }),
  ownerName: z.string(),
  maskedPhone: z.string(),
  /** Null for Bharat-series numbers (no issuing state RTO) and offices we do not list. */
  rto: z.object({ code: z.string(), name: z.string() }).nullable(),
  stateName: z.string().nullable(),
  /** Why there is no RTO, in words for the owner; null when the RTO is known. */
  rtoNote: z.string().nullable(),
  source: z.string(),
});
export type VehicleRegistrationDetails = z.infer<typeof VehicleRegistrationDetailsSchema>;

// ---------- Service history ----------

export const ServiceVisitSchema = z.object({
  /** yyyy-mm-dd */
  date: z.string(),
  odometerKm: z.number().int().nonnegative(),
  workshop: z.string(),
  city: z.string(),
  workDone: z.array(z.string()),
  parts: z.array(z.string()),
  /** True when this reading is lower than an earlier one (suspected rollback). */
  isOdometerDrop: z.boolean(),
});
export type ServiceVisit = z.infer<typeof ServiceVisitSchema>;

export const ServiceHistoryTeaserSchema = z.object({
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  recordsFound: z.number().int(),
  lastServiceYear: z.number().int().nullable(),
  source: z.string(),
});
export type ServiceHistoryTeaser = z.infer<typeof ServiceHistoryTeaserSchema>;

export const ServiceHistoryReportSchema = z.object({
  reportId: z.string(),
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  fuelType: z.string(),
  registrationDate: z.string(),
  visits: z.array(ServiceVisitSchema),
  maxOdometerKm: z.number().int().nullable(),
  suspectedOdometerRollback: z.boolean(),
  /** True for the public sample report; such a report has no owner. */
  isSample: z.boolean(),
  unlockedAt: z.string().nullable(),
  source: z.string(),
});
export type ServiceHistoryReport = z.infer<typeof ServiceHistoryReportSchema>;

export const ServiceHistoryPriceSchema = z.object({
  pricePaise: z.number().int().nonnegative(),
  isFree: z.boolean(),
});

export const ServiceHistoryBrandsSchema = z.object({
  brands: z.array(z.string()),
  sampleReport: ServiceHistoryReportSchema,
});

export const UnlockReportBodySchema = z.object({ registrationNumber: RegistrationNumberSchema });

export const MyReportsSchema = z.object({
  reports: z.array(
    z.object({
      reportId: z.string(),
      registrationNumber: z.string(),
      unlockedAt: z.string(),
    }),
  ),
});

// ---------- Scrap a car ----------

export const ScrapQuoteSchema = z.object({
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  kerbWeightClass: z.string(),
  kerbWeightLabel: z.string(),
  assumedKerbWeightKg: z.number().int(),
  ratePerKgPaise: z.number().int(),
  rateName: z.string(),
  indicativeValuePaise: z.number().int(),
  source: z.string(),
});
export type ScrapQuote = z.infer<typeof ScrapQuoteSchema>;

const CityIdSchema = z.coerce
  .number({ error: 'Choose your city' })
  .int('Choose your city')
  .positive('Choose your city');

/** Answers by question id; each must be one of that question's options. */
export const ScrapAnswersSchema = z
  .record(z.string(), z.string())
  .refine(
    (answers) =>
      Object.keys(answers).length === SCRAP_CAR_QUESTIONS.length &&
      SCRAP_CAR_QUESTIONS.every((question) =>
        question.options.some((option) => option.value === answers[question.id]),
      ),
    { message: SCRAP_ANSWER_MESSAGE },
  );

export const ScrapRequestBodySchema = z.object({
  registrationNumber: RegistrationNumberSchema,
  cityId: CityIdSchema,
  pincode: PincodeSchema,
  mobile: PhoneSchema,
  /** Optional for older clients; when sent, every question must be answered. */
  answers: ScrapAnswersSchema.optional(),
});

export const ScrapQuestionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
  ),
});
export type ScrapQuestions = z.infer<typeof ScrapQuestionsSchema>;
export type ScrapRequestBody = z.infer<typeof ScrapRequestBodySchema>;

export const ScrapRequestSchema = z.object({
  requestId: z.string(),
  reference: z.string(),
  registrationNumber: z.string(),
  cityName: z.string(),
  pincode: z.string(),
  maskedMobile: z.string(),
  quote: ScrapQuoteSchema,
  answers: z.record(z.string(), z.string()),
  status: z.literal('NEW'),
});
export type ScrapRequest = z.infer<typeof ScrapRequestSchema>;

// ---------- Pre-delivery inspection ----------

export const PdiEligibilityQuerySchema = z.object({
  cityId: CityIdSchema,
  modelId: z.coerce.number({ error: 'Choose your car' }).int().positive('Choose your car'),
});

export const PdiEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** Why not, in words for the buyer; empty when eligible. */
  reasons: z.array(z.string()),
  cityName: z.string(),
  makeName: z.string(),
  modelName: z.string(),
});
export type PdiEligibility = z.infer<typeof PdiEligibilitySchema>;

export const PdiBookingBodySchema = PdiEligibilityQuerySchema.extend({
  deliveryDate: z.iso.date({ error: PDI_DELIVERY_DATE_MESSAGE }),
  pincode: PincodeSchema,
  mobile: PhoneSchema,
});
export type PdiBookingBody = z.infer<typeof PdiBookingBodySchema>;

export const PdiBookingSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  makeName: z.string(),
  modelName: z.string(),
  cityName: z.string(),
  deliveryDate: z.string(),
  pincode: z.string(),
  maskedMobile: z.string(),
  status: z.literal('NEW'),
});
export type PdiBooking = z.infer<typeof PdiBookingSchema>;
