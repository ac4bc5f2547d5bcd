import { z } from 'zod';
import { ChallanSchema } from './challans';
import { RegistrationNumberSchema } from './field-schemas';
import {
  GARAGE_NICKNAME_MAX_LENGTH,
  MAX_SERVICE_INTERVAL_MONTHS,
  MIN_SERVICE_INTERVAL_MONTHS,
} from './garage-rules';

export * from './garage-rules';

const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-24')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Use a real calendar date like 2026-11-24');

export const GarageVehicleIdParamsSchema = z.object({
  vehicleId: z.string().uuid('Unknown vehicle'),
});

export const AddGarageVehicleBodySchema = z.strictObject({
  registrationNumber: RegistrationNumberSchema,
  nickname: z
    .string()
    .trim()
    .max(
      GARAGE_NICKNAME_MAX_LENGTH,
      `Keep the nickname within ${GARAGE_NICKNAME_MAX_LENGTH} characters`,
    )
    .regex(/^[^<>]*$/, 'The nickname cannot contain < or >')
    .optional()
    .transform((value) => (value ? value : null)),
});
export type AddGarageVehicleBody = z.input<typeof AddGarageVehicleBodySchema>;

export const UpdateGarageRemindersBodySchema = z.strictObject({
  /** Opt in to SMS notices (new challans, insurance/PUC expiry, service due) for this vehicle. */
  smsReminders: z.boolean(),
  serviceIntervalMonths: z
    .number()
    .int('Service interval must be whole months')
    .min(
      MIN_SERVICE_INTERVAL_MONTHS,
      `Service interval must be ${MIN_SERVICE_INTERVAL_MONTHS} to ${MAX_SERVICE_INTERVAL_MONTHS} months`,
    )
    .max(
      MAX_SERVICE_INTERVAL_MONTHS,
      `Service interval must be ${MIN_SERVICE_INTERVAL_MONTHS} to ${MAX_SERVICE_INTERVAL_MONTHS} months`,
    )
    .optional(),
  /** The last service date (yyyy-mm-dd); null clears it (the due date then counts from adding). */
  lastServiceOn: IsoDateSchema.nullable().optional(),
});
export type UpdateGarageRemindersBody = z.infer<typeof UpdateGarageRemindersBodySchema>;

const ExpirySchema = z.object({
  /** Last valid day (yyyy-mm-dd); null when not required (PUC for electric vehicles). */
  validUpto: z.string().nullable(),
  status: z.enum(['valid', 'expiring', 'expired', 'not-required']),
  /** Days from today to validUpto (negative once expired); null when not required. */
  daysLeft: z.number().int().nullable(),
});

export const GarageVehicleSchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  nickname: z.string().nullable(),
  addedAt: z.string(),
  details: z.object({
    make: z.string(),
    model: z.string(),
    fuelType: z.string(),
    registrationDate: z.string(),
    ownerName: z.string(),
    rto: z.object({ code: z.string(), name: z.string() }).nullable(),
    stateName: z.string().nullable(),
    source: z.string(),
  }),
  insurance: ExpirySchema,
  puc: ExpirySchema,
  challans: z.object({
    pendingCount: z.number().int(),
    pendingAmountPaise: z.number().int(),
    /** Payable challans; each flagged when the scheduled check found it after the vehicle was added. */
    pending: z.array(ChallanSchema.extend({ isNew: z.boolean() })),
    payPath: z.string(),
  }),
  service: z.object({
    intervalMonths: z.number().int(),
    lastServiceOn: z.string().nullable(),
    nextDueOn: z.string(),
    status: z.enum(['ok', 'due-soon', 'overdue']),
  }),
  reminders: z.object({ sms: z.boolean() }),
  lastCheckedAt: z.string().nullable(),
});
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>;

export const GarageListSchema = z.object({
  vehicles: z.array(GarageVehicleSchema),
  maxVehicles: z.number().int(),
  defaultServiceIntervalMonths: z.number().int(),
});
export type GarageList = z.infer<typeof GarageListSchema>;
