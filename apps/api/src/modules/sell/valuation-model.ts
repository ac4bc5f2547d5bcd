/*
 * The indicative-price model (docs/decisions/0080-valuation-model.md). A used car's price starts
 * from its variant's new ex-showroom price and is multiplied by one factor per attribute. Every
 * factor is non-increasing in age, kilometres and owners, so an older, more-driven or
 * more-owned car is never valued higher. It is an estimate: the offer follows the inspection.
 */

/** First year off the showroom floor (registration, dealer margin, "new" premium). */
export const FIRST_YEAR_RETENTION = 0.85;
/** Each further year keeps this share of the previous year's value. */
export const YEARLY_RETENTION = 0.9;
/** No car is valued below this share of its ex-showroom price (scrap and parts value). */
export const MINIMUM_RETENTION = 0.1;
/** What an average Indian private car covers in a year. */
export const EXPECTED_KM_PER_YEAR = 12_000;
/** Price change per 10,000 km above (or below) the expected reading. */
export const KM_FACTOR_PER_10K = 0.03;
export const KM_FACTOR_MIN = 0.7;
export const KM_FACTOR_MAX = 1.05;
/** By owner count (index 1..4; 4 means "4 or more"). */
export const OWNER_FACTORS = [1, 1, 0.93, 0.87, 0.8] as const;
/**
 * Fuel: diesel holds value better until NCR's 10-year diesel limit nears; electric resale is
 * still uncertain (battery health); CNG kits wear the engine.
 */
export const FUEL_FACTORS: Record<string, number> = {
  petrol: 1,
  diesel: 1.03,
  cng: 0.97,
  electric: 0.9,
  hybrid: 1,
};
export const OLD_DIESEL_AGE_YEARS = 8;
export const OLD_DIESEL_FACTOR = 0.85;
/** Demand by sell city (slug): more buyers per car than average raises prices there. */
export const CITY_DEMAND_FACTORS: Record<string, number> = {
  bangalore: 1.04,
  hyderabad: 1.03,
  pune: 1.02,
  mumbai: 1.02,
  chennai: 1.02,
  'new-delhi': 0.98,
  gurgaon: 0.98,
  noida: 0.98,
  ghaziabad: 0.97,
  kolkata: 0.97,
};
/** The shown range: ±6% around the point estimate, rounded outwards to ₹5,000. */
export const RANGE_SPREAD = 0.06;
export const ROUND_TO_PAISE = 5_000 * 100;

export interface ValuationInput {
  exShowroomPaise: number;
  /** Registration year and the current year (IST). */
  year: number;
  currentYear: number;
  km: number;
  owners: number;
  fuelType: string;
  citySlug: string;
}

export interface ValuationFactor {
  label: string;
  multiplier: number;
}

export interface ValuationResult {
  indicativePricePaise: number;
  lowPaise: number;
  highPaise: number;
  factors: ValuationFactor[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function ageFactor(ageYears: number): number {
  const age = Math.max(0, ageYears);
  const kept = age === 0 ? 0.92 : FIRST_YEAR_RETENTION * YEARLY_RETENTION ** (age - 1);
  return Math.max(MINIMUM_RETENTION, kept);
}

export function kmFactor(km: number, ageYears: number): number {
  const expected = EXPECTED_KM_PER_YEAR * Math.max(1, ageYears);
  return clamp(1 - (KM_FACTOR_PER_10K * (km - expected)) / 10_000, KM_FACTOR_MIN, KM_FACTOR_MAX);
}

export function ownerFactor(owners: number): number {
  return OWNER_FACTORS[clamp(Math.round(owners), 1, 4)]!;
}

export function fuelFactor(fuelType: string, ageYears: number): number {
  if (fuelType === 'diesel' && ageYears >= OLD_DIESEL_AGE_YEARS) return OLD_DIESEL_FACTOR;
  return FUEL_FACTORS[fuelType] ?? 1;
}

export function cityDemandFactor(citySlug: string): number {
  return CITY_DEMAND_FACTORS[citySlug] ?? 1;
}

export function estimatePrice(input: ValuationInput): ValuationResult {
  const age = Math.max(0, input.currentYear - input.year);
  const factors: ValuationFactor[] = [
    { label: `Age (${age} ${age === 1 ? 'year' : 'years'})`, multiplier: ageFactor(age) },
    { label: `Kilometres driven`, multiplier: kmFactor(input.km, age) },
    { label: `Owners`, multiplier: ownerFactor(input.owners) },
    { label: `Fuel`, multiplier: fuelFactor(input.fuelType, age) },
    { label: `Demand in your city`, multiplier: cityDemandFactor(input.citySlug) },
  ];
  const point = factors.reduce((value, factor) => value * factor.multiplier, input.exShowroomPaise);
  const low = Math.floor((point * (1 - RANGE_SPREAD)) / ROUND_TO_PAISE) * ROUND_TO_PAISE;
  const high = Math.ceil((point * (1 + RANGE_SPREAD)) / ROUND_TO_PAISE) * ROUND_TO_PAISE;
  return {
    indicativePricePaise: Math.round(point / 100) * 100,
    lowPaise: Math.max(ROUND_TO_PAISE, low),
    highPaise: Math.max(ROUND_TO_PAISE * 2, high),
    factors: factors.map((factor) => ({
      label: factor.label,
      multiplier: Math.round(factor.multiplier * 1000) / 1000,
    })),
  };
}
