import {
  VALUATION_MAX_KM,
  VALUATION_MAX_OWNERS,
  VALUATION_OLDEST_YEAR,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from '@carsetu/contracts';
import { msg } from '../../lib/i18n';

/**
 * The valuation's steps, in order (issue 13: brand → model → year → variant → km). The whole
 * journey is one page whose state is the URL (?brand=…&model=…&year=…): every step is rendered by
 * the server, works without JavaScript, can be bookmarked, and the back button steps back.
 */
export const VALUATION_STEPS = ['brand', 'model', 'year', 'variant', 'km'] as const;
export type ValuationStep = (typeof VALUATION_STEPS)[number];

/**
 * The URL fields. The last step also asks owners and city (the valuation needs both), so the
 * seller answers five steps rather than seven (decision 0145).
 */
export type ValuationField = ValuationStep | 'owners' | 'city';
export const STEP_FIELDS: Record<ValuationStep, readonly ValuationField[]> = {
  brand: ['brand'],
  model: ['model'],
  year: ['year'],
  variant: ['variant'],
  km: ['km', 'owners', 'city'],
};

export const STEP_TITLES: Record<ValuationStep, string> = {
  brand: msg('Which brand is your car?'),
  model: msg('Which model?'),
  year: msg('Which year was it registered?'),
  variant: msg('Which variant?'),
  km: msg('How many kilometres has it run?'),
};

/** Short names of the steps for the progress list. */
export const STEP_LABELS: Record<ValuationStep, string> = {
  brand: msg('Brand'),
  model: msg('Model'),
  year: msg('Year'),
  variant: msg('Variant'),
  km: msg('Kilometres'),
};

export const OWNERS_TITLE = msg('How many owners has it had?');
export const CITY_TITLE = msg('Where is the car?');

export type ValuationAnswers = Partial<Record<ValuationField, number>> & {
  registrationNumber?: string;
};

const ID: [number, number] = [1, 2_147_483_647];
const BOUNDS: Record<ValuationField, [number, number]> = {
  brand: ID,
  model: ID,
  year: [VALUATION_OLDEST_YEAR, 2100],
  variant: ID,
  km: [0, VALUATION_MAX_KM],
  owners: [1, VALUATION_MAX_OWNERS],
  city: ID,
};

function readField(params: URLSearchParams, field: ValuationField): number | undefined {
  const raw = params.get(field)?.replace(/[,\s]/g, '');
  if (!raw || !/^[0-9]+$/.test(raw)) return undefined;
  const value = Number(raw);
  const [min, max] = BOUNDS[field];
  return value < min || value > max ? undefined : value;
}

/**
 * Reads the answers given so far, step by step; stops at the first step with a missing or
 * malformed field (a later answer without the earlier ones means nothing).
 */
export function readAnswers(params: URLSearchParams): ValuationAnswers {
  const answers: ValuationAnswers = {};
  const reg = params.get('registrationNumber');
  if (reg && isValidRegistrationNumber(reg))
    answers.registrationNumber = normaliseRegistrationNumber(reg);
  for (const step of VALUATION_STEPS) {
    const values = STEP_FIELDS[step].map((field) => [field, readField(params, field)] as const);
    if (values.some(([, value]) => value === undefined)) break;
    for (const [field, value] of values) answers[field] = value;
  }
  return answers;
}

/** The first unanswered step, or null when the valuation can be made. */
export function currentStep(answers: ValuationAnswers): ValuationStep | null {
  return VALUATION_STEPS.find((step) => answers[step] === undefined) ?? null;
}

/** The step before `step` (null for the first; the last step for a finished valuation). */
export function previousStep(step: ValuationStep | null): ValuationStep | null {
  const index = step === null ? VALUATION_STEPS.length : VALUATION_STEPS.indexOf(step);
  return index > 0 ? VALUATION_STEPS[index - 1]! : null;
}

/** The query of the answers before `step` (null: all of them); what "Change" links go back to. */
export function queryUpTo(answers: ValuationAnswers, step: ValuationStep | null): URLSearchParams {
  const query = new URLSearchParams();
  if (answers.registrationNumber) query.set('registrationNumber', answers.registrationNumber);
  for (const key of VALUATION_STEPS) {
    if (key === step || answers[key] === undefined) break;
    for (const field of STEP_FIELDS[key]) query.set(field, String(answers[field]));
  }
  return query;
}

/** The 4 owner choices; 4 stands for "4 or more". */
export const OWNER_CHOICES = [
  { value: 1, label: msg('1st owner') },
  { value: 2, label: msg('2nd owner') },
  { value: 3, label: msg('3rd owner') },
  { value: 4, label: msg('4 or more owners') },
] as const;

/**
 * The valuation API's query once every step is answered (currentStep is null); the brand, model
 * and registration in the page's URL are not part of it.
 */
export function valuationQuery(answers: ValuationAnswers) {
  const { variant, year, km, owners, city } = answers;
  if (
    variant === undefined ||
    year === undefined ||
    km === undefined ||
    owners === undefined ||
    city === undefined
  )
    throw new Error('The valuation needs every step answered');
  return { variantId: variant, year, km, owners, cityId: city };
}
