import { z } from 'zod';

/**
 * Most challans one cart/order may carry (spec §3 isMaxLimitReached; the spec leaves the value
 * open: docs/decisions/0041-challan-limits-and-fees.md).
 */
export const MAX_CHALLANS_PER_ORDER = 10;
/** Convenience fee per challan paid through CarSetu, in paise; GST is added on top. */
export const CHALLAN_CONVENIENCE_FEE_PER_CHALLAN_PAISE = 2_500;
/** E-challans unpaid this long go to court (shared/data/india/formats.md). */
export const CHALLAN_COURT_AFTER_DAYS = 60;
/** Whatsapp consent default (spec §9). */
export const WHATSAPP_CONSENT_DEFAULT = true;

export const CHALLAN_STATUSES = ['pending', 'paid', 'court', 'virtual-court'] as const;
export const ChallanStatusSchema = z.enum(CHALLAN_STATUSES);
export type ChallanStatus = z.infer<typeof ChallanStatusSchema>;

export const CHALLAN_STATUS_LABELS: Record<ChallanStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  court: 'Sent to court',
  'virtual-court': 'Virtual court',
};

export const ChallanSchema = z.object({
  challanNumber: z.string(),
  registrationNumber: z.string(),
  offence: z.string(),
  /** Motor Vehicles Act section, e.g. '194B(1)'. */
  section: z.string(),
  place: z.string(),
  offenceDate: z.string(),
  amountPaise: z.number().int().nonnegative(),
  status: ChallanStatusSchema,
  statusLabel: z.string(),
  /** Only pending challans can be paid here; court and virtual-court ones are paid elsewhere. */
  isPayable: z.boolean(),
  /** Why it cannot be paid here, in words for the driver. */
  notPayableReason: z.string().nullable(),
});
export type Challan = z.infer<typeof ChallanSchema>;

export const ChallanListSchema = z.object({
  regNo: z.string(),
  challanDetails: z.array(ChallanSchema),
  pendingCount: z.number().int(),
  pendingAmountPaise: z.number().int(),
  maxChallansPerOrder: z.number().int(),
  source: z.string(),
});
export type ChallanList = z.infer<typeof ChallanListSchema>;

export const VehicleDetailsSchema = z.object({
  registrationNumber: z.string(),
  make: z.string(),
  model: z.string(),
  fuelType: z.string(),
  registrationDate: z.string(),
  ownerName: z.string(),
  maskedPhone: z.string(),
  stateCode: z.string(),
  source: z.string(),
});
export type VehicleDetails = z.infer<typeof VehicleDetailsSchema>;

export const TrafficFineSchema = z.object({
  offenceKey: z.string(),
  section: z.string(),
  title: z.string(),
  finePaise: z.number().int(),
  repeatFinePaise: z.number().int().nullable(),
  /** 'state' when the state notified its own amount, 'central' for the MV Act schedule. */
  source: z.enum(['state', 'central']),
});
export type TrafficFine = z.infer<typeof TrafficFineSchema>;

export const StateSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.string(),
});

export const ChallanFaqSchema = z.object({ question: z.string(), answer: z.string() });

/** Spec §3 "E-challan page state", as the API returns it. */
export const EChallanPageSchema = z.object({
  pageType: z.enum(['state', 'city']),
  isInvalidState: z.boolean(),
  isInvalidCity: z.boolean(),
  stateName: z.string().nullable(),
  details: z
    .object({
      stateCode: z.string(),
      stateSlug: z.string(),
      stateName: z.string(),
      kind: z.string(),
      cityName: z.string().nullable(),
      citySlug: z.string().nullable(),
      heading: z.string(),
      description: z.string(),
    })
    .nullable(),
  stateList: z.array(StateSummarySchema),
  faqList: z.array(ChallanFaqSchema),
  trafficFines: z.array(TrafficFineSchema),
  cmsContent: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  testimonials: z.array(
    z.object({
      customerName: z.string(),
      cityName: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
    }),
  ),
  settledChallanCount: z.number().int(),
  factsData: z.array(z.object({ label: z.string(), value: z.string() })),
  regNumberList: z.array(z.object({ code: z.string(), office: z.string(), sample: z.string() })),
  recentTransaction: z.array(
    z.object({ maskedRegNo: z.string(), amountPaise: z.number().int(), paidAt: z.string() }),
  ),
  cityList: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type EChallanPage = z.infer<typeof EChallanPageSchema>;

/** 'MH12AB1234' → 'MH12XXXX34': enough to recognise, not enough to identify. */
export function maskRegistrationNumber(reg: string): string {
  if (reg.length < 6) return 'XXXX';
  return `${reg.slice(0, 4)}${'X'.repeat(reg.length - 6)}${reg.slice(-2)}`;
}
