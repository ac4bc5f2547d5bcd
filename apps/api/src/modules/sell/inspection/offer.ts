import {
  findCheckpoint,
  ODOMETER_EXCESS_MAX_SHARE,
  ODOMETER_EXCESS_SHARE_PER_1000_KM,
  OFFER_FLOOR_SHARE,
  OFFER_VALID_DAYS,
  RATING_DEDUCTION_SHARE,
  type InspectionRating,
} from '@carsetu/contracts';

/** A mid-range car (₹5 lakh estimate) pays the checklist's repair costs as listed. */
const REFERENCE_ESTIMATE_PAISE = 5_00_000_00;
const PRICE_BAND_MIN = 0.6;
const PRICE_BAND_MAX = 2.5;
const ROUND_DEDUCTION_PAISE = 100_00;
const ROUND_OFFER_PAISE = 1_000_00;
export const ODOMETER_CHECKPOINT_KEY = 'odometer';

export interface Finding {
  checkpointKey: string;
  label: string;
  area: string;
  rating: InspectionRating;
  note: string | null;
  amountPaise: number;
}

export interface OfferComputation {
  estimatePaise: number;
  deductions: Finding[];
  totalDeductionPaise: number;
  offerPaise: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * CarSetu's offer from the online estimate and the inspection (decision 0112): every checkpoint
 * rated average or poor deducts its share of the repair cost, scaled to the car's price band;
 * an odometer reading above the declared km deducts per 1,000 km; the offer never drops below
 * half the estimate. Each deduction names its checkpoint so the seller can see why.
 */
export function computeOffer(input: {
  estimatePaise: number;
  declaredKm: number;
  odometerKm: number;
  answers: Record<string, { rating: InspectionRating; note?: string }>;
}): OfferComputation {
  const { estimatePaise } = input;
  const band = Math.min(
    PRICE_BAND_MAX,
    Math.max(PRICE_BAND_MIN, estimatePaise / REFERENCE_ESTIMATE_PAISE),
  );
  const deductions: Finding[] = [];
  for (const [key, answer] of Object.entries(input.answers)) {
    const checkpoint = findCheckpoint(key);
    const share = RATING_DEDUCTION_SHARE[answer.rating];
    if (!checkpoint || share === 0) continue;
    deductions.push({
      checkpointKey: key,
      label: checkpoint.label,
      area: checkpoint.area,
      rating: answer.rating,
      note: answer.note ?? null,
      amountPaise: Math.max(
        ROUND_DEDUCTION_PAISE,
        roundTo(checkpoint.repairRupees * 100 * share * band, ROUND_DEDUCTION_PAISE),
      ),
    });
  }
  const excessKm = input.odometerKm - input.declaredKm;
  if (excessKm >= 1000) {
    const share = Math.min(
      ODOMETER_EXCESS_MAX_SHARE,
      Math.floor(excessKm / 1000) * ODOMETER_EXCESS_SHARE_PER_1000_KM,
    );
    deductions.push({
      checkpointKey: ODOMETER_CHECKPOINT_KEY,
      label: `Odometer reads ${excessKm.toLocaleString('en-IN')} km more than declared`,
      area: 'documents',
      rating: 'poor',
      note: null,
      amountPaise: roundTo(estimatePaise * share, ROUND_DEDUCTION_PAISE),
    });
  }
  deductions.sort((a, b) => b.amountPaise - a.amountPaise);
  const totalDeductionPaise = deductions.reduce((sum, item) => sum + item.amountPaise, 0);
  const floor = estimatePaise * OFFER_FLOOR_SHARE;
  const offerPaise = Math.max(
    roundTo(floor, ROUND_OFFER_PAISE),
    Math.floor((estimatePaise - totalDeductionPaise) / ROUND_OFFER_PAISE) * ROUND_OFFER_PAISE,
  );
  return { estimatePaise, deductions, totalDeductionPaise, offerPaise };
}

/** The day an offer made at `submittedAt` stops holding (OFFER_VALID_DAYS later). */
export const offerValidUntil = (submittedAt: string | Date) =>
  new Date(new Date(submittedAt).getTime() + OFFER_VALID_DAYS * 24 * 60 * 60 * 1000);
