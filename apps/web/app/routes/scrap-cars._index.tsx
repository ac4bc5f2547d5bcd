import {
  indicativeScrapValuePaise,
  KERB_WEIGHT_CLASSES,
  SCRAP_RATE_NAME,
  type ScrapRequest,
} from '@carsetu/contracts';
import { Form, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { loadCityOptions } from '../components/services/catalog-options.server';
import { Confirmation } from '../components/services/confirmation';
import { SelectField, TextField } from '../components/services/form-fields';
import { formatPaise } from '../components/services/format';
import { submitLeadForm } from '../components/services/lead-action.server';
import { servicesApi } from '../components/services/services-paths';
import { buttonClasses } from '../components/ui/button';
import type { Route } from './+types/scrap-cars._index';

const FIELDS = ['registrationNumber', 'cityId', 'pincode', 'mobile'] as const;

export const meta: Route.MetaFunction = () => [
  { title: 'Scrap your car: free pickup and an indicative scrap value | CarSetu' },
  {
    name: 'description',
    content:
      'Scrap your old car at an authorised scrapping facility: see an indicative value by kerb weight, book a free pickup and get a certificate of deposit.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { cities: await loadCityOptions(context) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitLeadForm<ScrapRequest>(context, request, servicesApi.scrapRequests(), FIELDS);
}

/** /scrap-cars/: a scrap request with an indicative value, stored as a lead. */
export default function ScrapCarsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};

  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Scrap your car</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Old car off the road for good? We pick it up free, scrap it at a government-authorised
        facility and hand you the certificate of deposit, which gets you a rebate on road tax when
        you buy your next car.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          {actionData?.ok ? (
            <Confirmation title="Scrap request received" reference={actionData.result.reference}>
              <p>
                Indicative scrap value for your {actionData.result.quote.make}{' '}
                {actionData.result.quote.model} ({actionData.result.registrationNumber}):{' '}
                <strong>{formatPaise(actionData.result.quote.indicativeValuePaise)}</strong>
              </p>
              <p className="text-sm text-slate-700">
                {actionData.result.quote.kerbWeightLabel}: about{' '}
                {actionData.result.quote.assumedKerbWeightKg} kg ×{' '}
                {actionData.result.quote.rateName}. The final price is set after the car is weighed
                at pickup.
              </p>
              <p>
                We will call {actionData.result.maskedMobile} to fix a pickup in{' '}
                {actionData.result.cityName} ({actionData.result.pincode}).
              </p>
            </Confirmation>
          ) : (
            <Form
              method="post"
              className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6"
              aria-labelledby="scrap-form-heading"
              noValidate
            >
              <h2 id="scrap-form-heading" className="text-lg font-semibold text-ink">
                Request a scrap pickup
              </h2>
              {failed ? (
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
                >
                  {failed.formError}
                </p>
              ) : null}
              <TextField
                name="registrationNumber"
                label="Vehicle registration number"
                placeholder="e.g. MH12AB1234"
                maxLength={15}
                autoComplete="off"
                defaultValue={values.registrationNumber}
                error={errors.registrationNumber}
              />
              <SelectField
                name="cityId"
                label="City"
                defaultValue={values.cityId ?? ''}
                error={errors.cityId}
              >
                <option value="" disabled>
                  Choose your city
                </option>
                {loaderData.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                name="pincode"
                label="PIN code"
                inputMode="numeric"
                maxLength={6}
                autoComplete="postal-code"
                defaultValue={values.pincode}
                error={errors.pincode}
              />
              <TextField
                name="mobile"
                label="Mobile number"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="tel-national"
                placeholder="Mobile Number"
                defaultValue={values.mobile}
                error={errors.mobile}
                hint="We call this number to fix the pickup."
              />
              <button
                type="submit"
                className={buttonClasses('primary', 'w-full py-3')}
                disabled={busy}
              >
                {busy ? 'Sending…' : 'Get scrap value'}
              </button>
            </Form>
          )}
        </div>

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
                    {formatPaise(indicativeScrapValuePaise(weightClass.assumedKg))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
