import type { Valuation } from '@carsetu/contracts';
import { formatKm } from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import {
  currentStep,
  queryUpTo,
  readAnswers,
  valuationQuery,
  VALUATION_STEPS,
  type ValuationStep,
} from './valuation-steps';

export interface StepOption {
  value: number;
  label: string;
}

/** Registration details used only to preselect answers; the seller confirms every step. */
async function lookupVehicle(context: AppLoadContext, reg: string | undefined) {
  if (!reg) return null;
  try {
    return await unwrap(
      typedApi(context).GET('/api/vehicle/vehicle-number/{reg}', { params: { path: { reg } } }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError) return null; // prefill is a convenience, never a blocker
    throw error;
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Everything /used-car-valuation/ shows: the answers so far with their names, the options and
 * suggested answer of the current step, and once all are given the valuation from the API.
 */
export async function loadValuationPage(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const url = new URL(request.url);
  const answers = readAnswers(url.searchParams);
  const step = currentStep(answers);
  const vehicle = await lookupVehicle(context, answers.registrationNumber);
  const currentYear = new Date().getFullYear();

  const [brands, models, variants, cities] = await Promise.all([
    unwrap(api.GET('/api/vehicle/v1/brands')),
    answers.makeId
      ? unwrap(
          api.GET('/api/vehicle/v1/models/{makeId}', {
            params: { path: { makeId: answers.makeId } },
          }),
        ).catch(() => ({ data: [] }))
      : Promise.resolve({ data: [] }),
    answers.modelId
      ? unwrap(
          api.GET('/api/vehicle/v1/variants/{modelId}', {
            params: { path: { modelId: answers.modelId } },
          }),
        ).catch(() => ({ data: [] }))
      : Promise.resolve({ data: [] }),
    unwrap(api.GET('/api/vehicle/v1/sell-cities')),
  ]);
  const make = brands.data.find((row) => row.id === answers.makeId);
  const model = models.data.find((row) => row.id === answers.modelId);
  const variant = variants.data.find((row) => row.id === answers.variantId);
  const city = cities.data.find((row) => row.id === answers.cityId);
  // An id that does not belong (a model of another make) sends the seller back to that step.
  const broken: ValuationStep | undefined =
    (answers.makeId && !make && 'makeId') ||
    (answers.modelId && !model && 'modelId') ||
    (answers.variantId && !variant && 'variantId') ||
    (answers.cityId && !city && 'cityId') ||
    undefined;
  if (broken) throw data('Not Found', { status: 404 });

  const firstYear = Math.max(model?.firstYear ?? 2000, 2000);
  const lastYear = Math.min(model?.lastYear ?? currentYear, currentYear);
  const registeredYear = vehicle ? Number(vehicle.registrationDate.slice(0, 4)) : undefined;

  let options: StepOption[] = [];
  let suggested: number | undefined;
  switch (step) {
    case 'makeId':
      options = brands.data.map((row) => ({ value: row.id, label: row.name }));
      suggested = brands.data.find((row) => vehicle && sameName(row.name, vehicle.make))?.id;
      break;
    case 'modelId':
      options = models.data.map((row) => ({ value: row.id, label: row.name }));
      suggested = models.data.find((row) => vehicle && sameName(row.name, vehicle.model))?.id;
      break;
    case 'year':
      for (let year = lastYear; year >= firstYear; year--)
        options.push({ value: year, label: String(year) });
      suggested = options.some((option) => option.value === registeredYear)
        ? registeredYear
        : undefined;
      break;
    case 'variantId':
      options = variants.data.map((row) => ({
        value: row.id,
        label: `${row.name} (${row.fuelType}, ${row.transmission})`,
      }));
      suggested = variants.data.find(
        (row) => vehicle && sameName(row.fuelType, vehicle.fuelType),
      )?.id;
      break;
    case 'cityId':
      options = cities.data.map((row) => ({ value: row.id, label: row.title }));
      break;
    default:
      break;
  }

  const names: Partial<Record<ValuationStep, string>> = {
    makeId: make?.name,
    modelId: model?.name,
    year: answers.year ? String(answers.year) : undefined,
    variantId: variant ? `${variant.name} (${variant.fuelType})` : undefined,
    km: answers.km !== undefined ? formatKm(answers.km) : undefined,
    owners: answers.owners
      ? ['', '1st owner', '2nd owner', '3rd owner', '4 or more owners'][answers.owners]
      : undefined,
    cityId: city?.title,
  };
  const summary = VALUATION_STEPS.flatMap((key) =>
    names[key]
      ? [{ step: key, value: names[key]!, changeQuery: queryUpTo(answers, key).toString() }]
      : [],
  );

  let valuation: Valuation | null = null;
  let valuationError: string | null = null;
  if (step === null) {
    try {
      valuation = (
        await unwrap(
          api.GET('/api/consumer/api/v1/valuation', {
            params: { query: valuationQuery(answers) },
          }),
        )
      ).data;
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
      valuationError = error.message;
    }
  }

  return {
    answers,
    step,
    options,
    suggested,
    hiddenQuery: [...queryUpTo(answers, step).entries()],
    summary,
    vehicle: vehicle
      ? {
          make: vehicle.make,
          model: vehicle.model,
          fuelType: vehicle.fuelType,
          year: registeredYear,
          isSandbox: vehicle.source === 'sandbox',
        }
      : null,
    valuation,
    valuationError,
    bookQuery: step === null ? queryUpTo(answers, null).toString() : null,
  };
}

export type ValuationPageData = Awaited<ReturnType<typeof loadValuationPage>>;
