import { formatMoney, paise } from '@carsetu/contracts';
import {
  indicativeScrapValuePaise,
  KERB_WEIGHT_CLASSES,
  SCRAP_CAR_QUESTIONS,
  SCRAP_RATE_NAME,
  type ScrapRequest,
} from '@carsetu/contracts';
import { loadCityOptions } from '../components/services/index.server';
import { Confirmation } from '../components/services';
import { TextField } from '../components/services';
import { submitLeadForm } from '../components/services/index.server';
import {
  CityField,
  LeadForm,
  leadFormState,
  MobileField,
  PincodeField,
  ServicePageLayout,
} from '../components/services';
import { servicesApi } from '../components/services';
import { typedApi, unwrap } from '../lib/typed-api.server';
import type { Route } from './+types/scrap-cars._index';

const ANSWER_FIELD = (id: string) => `answer-${id}`;
const FIELDS = [
  'registrationNumber',
  'cityId',
  'pincode',
  'mobile',
  ...SCRAP_CAR_QUESTIONS.map((question) => ANSWER_FIELD(question.id)),
];

/** The form's answer-{id} radios become the request's answers by question id. */
function scrapRequestBody(values: Record<string, string>) {
  const { registrationNumber, cityId, pincode, mobile } = values;
  const answers = Object.fromEntries(
    SCRAP_CAR_QUESTIONS.map((question) => [question.id, values[ANSWER_FIELD(question.id)] ?? '']),
  );
  return { registrationNumber, cityId, pincode, mobile, answers };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Scrap your car: free pickup and an indicative scrap value | CarSetu' },
  {
    name: 'description',
    content:
      'Scrap your old car at an authorised scrapping facility: see an indicative value by kerb weight, book a free pickup and get a certificate of deposit.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [cities, questions] = await Promise.all([
    loadCityOptions(context),
    unwrap(typedApi(context).GET('/api/vehicle/scrap-car/questions')),
  ]);
  return { cities, questions: questions.data };
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitLeadForm<ScrapRequest>(
    context,
    request,
    servicesApi.scrapRequests(),
    FIELDS,
    scrapRequestBody,
  );
}

/** /scrap-cars/: a scrap request with an indicative value, stored as a lead. */
export default function ScrapCarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { formError, errors, values } = leadFormState(actionData);

  return (
    <ServicePageLayout
      title="Scrap your car"
      intro="Old car off the road for good? We pick it up free, scrap it at a government-authorised facility and hand you the certificate of deposit, which gets you a rebate on road tax when you buy your next car."
      aside={<ScrapRates />}
    >
      {actionData?.ok ? (
        <Confirmation title="Scrap request received" reference={actionData.result.reference}>
          <p>
            Indicative scrap value for your {actionData.result.quote.make}{' '}
            {actionData.result.quote.model} ({actionData.result.registrationNumber}):{' '}
            <strong>
              {formatMoney(paise(actionData.result.quote.indicativeValuePaise), 'rounded')}
            </strong>
          </p>
          <p className="text-sm text-slate-700">
            {actionData.result.quote.kerbWeightLabel}: about{' '}
            {actionData.result.quote.assumedKerbWeightKg} kg × {actionData.result.quote.rateName}.
            The final price is set after the car is weighed at pickup.
          </p>
          <p>
            We will call {actionData.result.maskedMobile} to fix a pickup in{' '}
            {actionData.result.cityName} ({actionData.result.pincode}).
          </p>
        </Confirmation>
      ) : (
        <LeadForm
          headingId="scrap-form-heading"
          title="Request a scrap pickup"
          submitLabel="Get scrap value"
          formError={formError}
        >
          <TextField
            name="registrationNumber"
            label="Vehicle registration number"
            placeholder="e.g. MH12AB1234"
            maxLength={15}
            autoComplete="off"
            defaultValue={values.registrationNumber}
            error={errors.registrationNumber}
          />
          <CityField
            cities={loaderData.cities}
            defaultValue={values.cityId}
            error={errors.cityId}
          />
          <PincodeField label="PIN code" defaultValue={values.pincode} error={errors.pincode} />
          <MobileField
            defaultValue={values.mobile}
            error={errors.mobile}
            hint="We call this number to fix the pickup."
          />
          {loaderData.questions.map((question) => (
            <fieldset key={question.id} className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-semibold text-ink">{question.question}</legend>
              {question.options.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={ANSWER_FIELD(question.id)}
                    value={option.value}
                    required
                    defaultChecked={values[ANSWER_FIELD(question.id)] === option.value}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ))}
        </LeadForm>
      )}
    </ServicePageLayout>
  );
}

/** The indicative value by kerb-weight class, so the quote is never a surprise. */
function ScrapRates() {
  return (
    <section aria-labelledby="rates-heading" className="rounded-xl bg-slate-50 p-5 sm:p-6">
      <h2 id="rates-heading" className="text-lg font-semibold text-ink">
        How the indicative value is worked out
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Your car&apos;s kerb-weight class (from its body type) × {SCRAP_RATE_NAME}.
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Indicative scrap value by kerb-weight class</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Kerb weight
            </th>
            <th scope="col" className="py-2 font-semibold">
              Indicative value
            </th>
          </tr>
        </thead>
        <tbody>
          {KERB_WEIGHT_CLASSES.map((weightClass) => (
            <tr key={weightClass.key} className="border-b border-slate-200">
              <td className="py-2 pr-3">{weightClass.label}</td>
              <td className="py-2 font-semibold text-ink">
                {formatMoney(paise(indicativeScrapValuePaise(weightClass.assumedKg)), 'rounded')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
