import { PDI_DELIVERY_WINDOW_DAYS, pdiDeliveryWindow, type PdiBooking } from '@carsetu/contracts';
import { Form, isRouteErrorResponse, useNavigation, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { loadCityOptions, loadNewCarOptions } from '../components/services/catalog-options.server';
import { Confirmation } from '../components/services/confirmation';
import { SelectField, TextField } from '../components/services/form-fields';
import { formatCalendarDate } from '../components/services/format';
import { submitLeadForm } from '../components/services/lead-action.server';
import { servicesApi } from '../components/services/services-paths';
import { buttonClasses } from '../components/ui/button';
import type { Route } from './+types/pre-delivery-inspection._index';

const FIELDS = ['modelId', 'cityId', 'deliveryDate', 'pincode', 'mobile'] as const;

const CHECKS = [
  'Body panels, paint depth and glass for dents, repaint and scratches',
  'VIN, engine number and manufacturing date against the invoice',
  'Odometer: a new car should show only delivery kilometres',
  'Tyres, battery date, fluids and underbody for damage or rust',
  'Every electrical feature, infotainment and the accessories you paid for',
];

export const meta: Route.MetaFunction = () => [
  { title: 'Pre-delivery inspection (PDI) of your new car | CarSetu' },
  {
    name: 'description',
    content:
      'Book an expert pre-delivery inspection of your new car at the dealer before you sign the delivery papers.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [brands, cities] = await Promise.all([
    loadNewCarOptions(context),
    loadCityOptions(context),
  ]);
  return { brands, cities, window: pdiDeliveryWindow(new Date()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitLeadForm<PdiBooking>(context, request, servicesApi.pdiBookings(), FIELDS);
}

/** /pre-delivery-inspection/: eligibility (new car, city served) and a booking request. */
export default function PreDeliveryInspectionPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { brands, cities, window } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};
  const servedCities = cities.filter((city) => city.carServiceCity);

  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Pre-delivery inspection</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Our inspector meets you at the dealership and checks your new car before you accept it, so
        damage, an old stock car or a missing accessory is caught while the dealer still has to fix
        it.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          {actionData?.ok ? (
            <Confirmation
              title="Inspection request received"
              reference={actionData.result.reference}
            >
              <p>
                {actionData.result.makeName} {actionData.result.modelName}, delivery on{' '}
                <strong>{formatCalendarDate(actionData.result.deliveryDate)}</strong> in{' '}
                {actionData.result.cityName} ({actionData.result.pincode}).
              </p>
              <p>
                We will call {actionData.result.maskedMobile} to confirm the dealership and the
                inspection time.
              </p>
            </Confirmation>
          ) : (
            <Form
              method="post"
              noValidate
              aria-labelledby="pdi-form-heading"
              className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6"
            >
              <h2 id="pdi-form-heading" className="text-lg font-semibold text-ink">
                Book an inspection
              </h2>
              {failed ? (
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
                >
                  {failed.formError}
                </p>
              ) : null}
              <SelectField
                name="modelId"
                label="Car (brand and model)"
                defaultValue={values.modelId ?? ''}
                error={errors.modelId}
              >
                <option value="" disabled>
                  Choose your car
                </option>
                {brands.map((brand) => (
                  <optgroup key={brand.id} label={brand.name}>
                    {brand.models.map((model) => (
                      <option key={model.id} value={model.id}>
                        {brand.name} {model.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              <SelectField
                name="cityId"
                label="City"
                defaultValue={values.cityId ?? ''}
                error={errors.cityId}
              >
                <option value="" disabled>
                  Choose your city
                </option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                name="deliveryDate"
                label="Delivery date"
                type="date"
                min={window.earliest}
                max={window.latest}
                defaultValue={values.deliveryDate}
                error={errors.deliveryDate}
                hint={`Within the next ${PDI_DELIVERY_WINDOW_DAYS} days.`}
              />
              <TextField
                name="pincode"
                label="PIN code of the dealership"
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
              />
              <button
                type="submit"
                className={buttonClasses('primary', 'w-full py-3')}
                disabled={busy}
              >
                {busy ? 'Sending…' : 'Book inspection'}
              </button>
            </Form>
          )}
        </div>

        <div className="space-y-6">
          <section aria-labelledby="checks-heading" className="rounded-xl bg-slate-50 p-5 sm:p-6">
            <h2 id="checks-heading" className="text-lg font-semibold text-ink">
              What we check
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {CHECKS.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="eligibility-heading"
            className="rounded-xl bg-slate-50 p-5 sm:p-6"
          >
            <h2 id="eligibility-heading" className="text-lg font-semibold text-ink">
              Who can book
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              A new car, not yet delivered, of a model on sale today, in a city where we run car
              services:
            </p>
            <p className="mt-2 text-sm font-medium text-ink">
              {servedCities.map((city) => city.name).join(', ')}
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
