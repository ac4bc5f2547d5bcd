import { z } from 'zod';
import { OtpSchema, PhoneSchema, PincodeSchema, RegistrationNumberSchema } from './field-schemas';

/*
 * The sell-car flow: valuation, seller OTP, inspection appointment (spec §1, §3, §7 "Consumer
 * gateway: appointment and pickup"). Limits the spec leaves open are named here and recorded in
 * docs/decisions/0080-0083.
 */

/** Odometer bounds accepted by the valuation form. */
export const VALUATION_MAX_KM = 500_000;
/** Owner choices: 1, 2, 3 and "4 or more" (sent as 4). */
export const VALUATION_MAX_OWNERS = 4;
/** Oldest registration year valued; older cars need a manual quote. */
export const VALUATION_OLDEST_YEAR = 2000;
/** Inspection slots are offered for the next 7 days (from tomorrow, IST). */
export const INSPECTION_DAYS_AHEAD = 7;
/** Slot start hours in IST; an inspection takes about 45 minutes. */
export const INSPECTION_SLOT_HOURS_IST = [10, 12, 14, 16, 18] as const;
export const EXPECTED_PRICE_MAX_RUPEES = 5_00_00_000;
export const ADDRESS_MAX_LENGTH = 200;

export const INSPECTION_DOCUMENTS = [
  'Registration certificate (RC)',
  'Car insurance policy',
  'Pollution under control (PUC) certificate',
  'Your photo ID (Aadhaar, PAN or driving licence)',
  'All keys of the car',
] as const;

const intIn = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${name}` })
    .int(`Enter the ${name} as a whole number`)
    .min(min, `The ${name} must be at least ${min}`)
    .max(max, `The ${name} must be at most ${max}`);

export const ValuationQuerySchema = z.object({
  variantId: intIn('variant', 1, 2_147_483_647),
  year: intIn('registration year', VALUATION_OLDEST_YEAR, 2100),
  km: intIn('kilometres driven', 0, VALUATION_MAX_KM),
  owners: intIn('number of owners', 1, VALUATION_MAX_OWNERS),
  cityId: intIn('city', 1, 2_147_483_647),
});
export type ValuationQuery = z.infer<typeof ValuationQuerySchema>;

export const ValuationFactorSchema = z.object({ label: z.string(), multiplier: z.number() });

export const ValuationSchema = z.object({
  car: z.object({
    makeId: z.number().int(),
    makeName: z.string(),
    modelId: z.number().int(),
    modelName: z.string(),
    variantId: z.number().int(),
    variantName: z.string(),
    fuelType: z.string(),
    transmission: z.string(),
    year: z.number().int(),
  }),
  km: z.number().int(),
  owners: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  exShowroomPaise: z.number().int(),
  indicativePricePaise: z.number().int(),
  lowPaise: z.number().int(),
  highPaise: z.number().int(),
  factors: z.array(ValuationFactorSchema),
  /** Always true: the final offer is made after the inspection. */
  isEstimate: z.literal(true),
});
export type Valuation = z.infer<typeof ValuationSchema>;

export const SellerOtpSendQuerySchema = z.object({ phone_number: PhoneSchema });
export const SellerOtpVerifyBodySchema = z.object({ phone_number: PhoneSchema, otp: OtpSchema });
export const SellerTokenSchema = z.object({
  seller_token: z.string(),
  expires_in_seconds: z.number().int(),
});

export const INSPECTION_MODES = ['home', 'branch'] as const;
export const InspectionModeSchema = z.enum(INSPECTION_MODES);
export type InspectionMode = z.infer<typeof InspectionModeSchema>;

export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const INSPECTION_PLACE_MESSAGES = {
  address: 'Enter the address where we should inspect the car',
  branch: 'Pick a branch',
  slot: 'Please pick one of the offered slots.',
} as const;

/** Where and when: a home inspection needs an address and PIN code, a branch visit a branch. */
export const InspectionPlaceSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('home'),
    address: z
      .string()
      .trim()
      .min(5, INSPECTION_PLACE_MESSAGES.address)
      .max(ADDRESS_MAX_LENGTH, `Address can be at most ${ADDRESS_MAX_LENGTH} characters`),
    pincode: PincodeSchema,
  }),
  z.object({
    mode: z.literal('branch'),
    branchId: z.coerce.number({ error: INSPECTION_PLACE_MESSAGES.branch }).int().positive(),
  }),
]);
export type InspectionPlace = z.infer<typeof InspectionPlaceSchema>;

export const CreateAppointmentBodySchema = z.object({
  registrationNumber: RegistrationNumberSchema,
  valuation: ValuationQuerySchema,
  slotStart: z.iso.datetime({ message: INSPECTION_PLACE_MESSAGES.slot }),
  place: InspectionPlaceSchema,
  /** From POST seller verify-otp; not needed when the request carries a session. */
  seller_token: z.string().min(1).max(200).optional(),
});
export type CreateAppointmentBody = z.infer<typeof CreateAppointmentBodySchema>;

export const RescheduleBodySchema = z.object({
  slotStart: z.iso.datetime({ message: INSPECTION_PLACE_MESSAGES.slot }),
});

export const InspectionSlotSchema = z.object({
  start: z.string(),
  label: z.string(),
  available: z.boolean(),
});
export const InspectionSlotsSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string() }),
  days: z.array(
    z.object({ date: z.string(), label: z.string(), slots: z.array(InspectionSlotSchema) }),
  ),
  branches: z.array(
    z.object({ id: z.number().int(), name: z.string(), address: z.string(), pincode: z.string() }),
  ),
});
export type InspectionSlots = z.infer<typeof InspectionSlotsSchema>;

export const AppointmentSchema = z.object({
  appointmentId: z.string(),
  token: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** True when the caller's session owns the appointment (may cancel and reschedule). */
  isOwner: z.boolean(),
  /** In full for the owner, masked ('98XXXXXX21') for anyone else holding the token. */
  phone: z.string(),
  registrationNumber: z.string(),
  car: ValuationSchema.shape.car,
  km: z.number().int(),
  owners: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  lowPaise: z.number().int(),
  highPaise: z.number().int(),
  slotStart: z.string(),
  place: z.object({
    mode: InspectionModeSchema,
    address: z.string().nullable(),
    pincode: z.string().nullable(),
    branch: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  }),
  documents: z.array(z.string()),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const OfferPriceBreakupQuerySchema = z.object({
  expectedPrice: z.coerce
    .number({ error: 'Enter your expected price in rupees' })
    .int('Enter your expected price in whole rupees')
    .min(1, 'Enter your expected price in rupees')
    .max(EXPECTED_PRICE_MAX_RUPEES, 'Enter a realistic expected price')
    .optional(),
});

export const OfferPriceBreakupSchema = z.object({
  appointmentId: z.string(),
  indicativePricePaise: z.number().int(),
  lowPaise: z.number().int(),
  highPaise: z.number().int(),
  fees: z.array(z.object({ label: z.string(), amountPaise: z.number().int() })),
  /** Indicative price less the fees: what the seller would receive at that price. */
  netPayablePaise: z.number().int(),
  expectedPrice: z.number().int().nullable(),
  /** expectedPrice (in paise) minus the indicative price; positive when the seller asks more. */
  gapPaise: z.number().int().nullable(),
  gapPercent: z.number().nullable(),
  /** CarSetu's offer once the car is inspected; the breakup is then computed from it. */
  offerPaise: z.number().int().nullable(),
  /** True while the breakup is from the online estimate; false once it is from the offer. */
  isEstimate: z.boolean(),
});
export type OfferPriceBreakup = z.infer<typeof OfferPriceBreakupSchema>;

export const MyAppointmentsSchema = z.object({ data: z.array(AppointmentSchema) });
export type MyAppointments = z.infer<typeof MyAppointmentsSchema>;

/** GET /api/vehicle/car-bought-count/{cityId}: cars bought from sellers (decision 0130). */
export const CarBoughtCountSchema = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  /** Purchases completed at pickup in this city. */
  count: z.number().int(),
  /** … and in all of India. */
  totalCount: z.number().int(),
});
export type CarBoughtCount = z.infer<typeof CarBoughtCountSchema>;
