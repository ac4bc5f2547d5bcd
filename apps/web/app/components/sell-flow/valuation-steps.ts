import {
  VALUATION_MAX_KM,
  VALUATION_MAX_OWNERS,
  VALUATION_OLDEST_YEAR,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from '@carsetu/contracts';

/**
 * The valuation form's steps, in order (spec §1 sell flow). Each answer lives in the URL, so every
 * step is a plain GET form that works without JavaScript and can be bookmarked or shared.
 */
export const VALUATION_STEPS = [
  'makeId',
  'modelId',
  'year',
  'variantId',
  'km',
  'owners',
  'cityId',
] as const;
export type ValuationStep = (typeof VALUATION_STEPS)[number];

export const STEP_TITLES: Record<ValuationStep, string> = {
  makeId: 'Which brand is your car?',
  modelId: 'Which model?',
  year: 'Which year was it registered?',
  variantId: 'Which variant?',
  km: 'How many kilometres has it run?',
  owners: 'How many owners has it had?',
  cityId: 'Where is the car?',
};

export type ValuationAnswers = Partial<Record<ValuationStep, number>> & {
  registrationNumber?: string;
};

const BOUNDS: Record<ValuationStep, [number, number]> = {
  makeId: [1, 2_147_483_647],
  modelId: [1, 2_147_483_647],
  year: [VALUATION_OLDEST_YEAR, 2100],
  variantId: [1, 2_147_483_647],
  km: [0, VALUATION_MAX_KM],
  owners: [1, VALUATION_MAX_OWNERS],
  cityId: [1, 2_147_483_647],
};

/** Reads the answers given so far; stops at the first missing or malformed one. */
export function readAnswers(params: URLSearchParams): ValuationAnswers {
  const answers: ValuationAnswers = {};
  const reg = params.get('registrationNumber');
  if (reg && isValidRegistrationNumber(reg))
    answers.registrationNumber = normaliseRegistrationNumber(reg);
  for (const step of VALUATION_STEPS) {
    const raw = params.get(step)?.replace(/[,\s]/g, '');
    if (!raw || !/^[0-9]+$/.test(raw)) break;
    const value = Number(raw);
    const [min, max] = BOUNDS[step];
    if (value < min || value > max) break;
    answers[step] = value;
  }
  return answers;
}

export function currentStep(answers: ValuationAnswers): ValuationStep | null {
  return VALUATION_STEPS.find((step) => answers[step] === undefined) ?? null;
}

/** The query of the answers before `step` (what a "Change" link goes back to). */
export function queryUpTo(answers: ValuationAnswers, step: ValuationStep | null): URLSearchParams {
  const query = new URLSearchParams();
  if (answers.registrationNumber) query.set('registrationNumber', answers.registrationNumber);
  for (const key of VALUATION_STEPS) {
    if (key === step) break;
    const value = answers[key];
    if (value === undefined) break;
    query.set(key, String(value));
  }
  return query;
}

/** The 4 owner choices; 4 stands for "4 or more". */
export const OWNER_CHOICES = [
  { value: 1, label: '1st owner' },
  { value: 2, label: '2nd owner' },
  { value: 3, label: '3rd owner' },
  { value: 4, label: '4 or more owners' },
] as const;

/**
 * The valuation API's query once every step is answered (currentStep is null); the make, model
 * and registration in the page's URL are not part of it.
 */
export function valuationQuery(answers: ValuationAnswers) {
  const { variantId, year, km, owners, cityId } = answers;
  if (
    variantId === undefined ||
    year === undefined ||
    km === undefined ||
    owners === undefined ||
    cityId === undefined
  )
    throw new Error('The valuation needs every step answered');
  return { variantId, year, km, owners, cityId };
}
