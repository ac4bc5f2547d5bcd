import type { Valuation } from '@carsetu/contracts';
import { formatKm } from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { translator } from '../../lib/i18n';
import { requestLocale } from './request-locale.server';
import {
  currentStep,
  OWNER_CHOICES,
  previousStep,
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
 * Everything /used-car-valuation/ shows: the steps with the answers so far, the choices and
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
    answers.brand
      ? unwrap(
          api.GET('/api/vehicle/v1/models/{makeId}', {
            params: { path: { makeId: answers.brand } },
          }),
        ).catch(() => ({ data: [] }))
      : Promise.resolve({ data: [] }),
    answers.model
      ? unwrap(
          api.GET('/api/vehicle/v1/variants/{modelId}', {
            params: { path: { modelId: answers.model } },
          }),
        ).catch(() => ({ data: [] }))
      : Promise.resolve({ data: [] }),
    unwrap(api.GET('/api/vehicle/v1/sell-cities')),
  ]);
  const make = brands.data.find((row) => row.id === answers.brand);
  const model = models.data.find((row) => row.id === answers.model);
  const variant = variants.data.find((row) => row.id === answers.variant);
  const city = cities.data.find((row) => row.id === answers.city);
  // An id that does not belong (a model of another make) is a URL that leads nowhere.
  const broken =
    (answers.brand && !make) ||
    (answers.model && !model) ||
    (answers.variant && !variant) ||
    (answers.city && !city);
  if (broken) throw data('Not Found', { status: 404 });

  const firstYear = Math.max(model?.firstYear ?? 2000, 2000);
  const lastYear = Math.min(model?.lastYear ?? currentYear, currentYear);
  const registeredYear = vehicle ? Number(vehicle.registrationDate.slice(0, 4)) : undefined;

  let options: StepOption[] = [];
  let suggested: number | undefined;
  switch (step) {
    case 'brand':
      options = brands.data.map((row) => ({ value: row.id, label: row.name }));
      suggested = brands.data.find((row) => vehicle && sameName(row.name, vehicle.make))?.id;
      break;
    case 'model':
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
    case 'variant':
      options = variants.data.map((row) => ({
        value: row.id,
        label: `${row.name} (${row.fuelType}, ${row.transmission})`,
      }));
      suggested = variants.data.find(
        (row) => vehicle && sameName(row.fuelType, vehicle.fuelType),
      )?.id;
      break;
    default:
      break;
  }

  const names: Record<ValuationStep, string | undefined> = {
    brand: make?.name,
    model: model?.name,
    year: answers.year ? String(answers.year) : undefined,
    variant: variant ? `${variant.name} (${variant.fuelType})` : undefined,
    km:
      answers.km !== undefined && answers.owners && city
        ? `${formatKm(answers.km)}, ${translator(requestLocale(request))(OWNER_CHOICES[answers.owners - 1]!.label)}, ${city.title}`
        : undefined,
  };
  const progress = VALUATION_STEPS.map((key) => ({
    step: key,
    value: names[key] ?? null,
    changeQuery: queryUpTo(answers, key).toString(),
  }));

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

  const back = previousStep(step);
  return {
    answers,
    step,
    options,
    suggested,
    /** The choice buttons' query, without the step's own field (the button adds it). */
    hiddenQuery: [...queryUpTo(answers, step).entries()],
    /** The last step's city choices (the valuation is priced for the city's demand). */
    cities: step === 'km' ? cities.data.map((row) => ({ value: row.id, label: row.title })) : [],
    progress,
    backQuery: back ? queryUpTo(answers, back).toString() : null,
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
