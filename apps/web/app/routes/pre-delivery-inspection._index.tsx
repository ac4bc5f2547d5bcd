import { formatDate } from '@carsetu/contracts';
import { PDI_DELIVERY_WINDOW_DAYS, pdiDeliveryWindow, type PdiBooking } from '@carsetu/contracts';
import { loadCityOptions, loadNewCarOptions } from '../components/services/index.server';
import { Confirmation } from '../components/services';
import { SelectField, TextField } from '../components/services';
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
  const { formError, errors, values } = leadFormState(actionData);
  const servedCities = cities.filter((city) => city.carServiceCity);

  return (
    <ServicePageLayout
      title="Pre-delivery inspection"
      intro="Our inspector meets you at the dealership and checks your new car before you accept it, so damage, an old stock car or a missing accessory is caught while the dealer still has to fix it."
      aside={
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
      }
    >
      {actionData?.ok ? (
        <Confirmation title="Inspection request received" reference={actionData.result.reference}>
          <p>
            {actionData.result.makeName} {actionData.result.modelName}, delivery on{' '}
            <strong>{formatDate(actionData.result.deliveryDate)}</strong> in{' '}
            {actionData.result.cityName} ({actionData.result.pincode}).
          </p>
          <p>
            We will call {actionData.result.maskedMobile} to confirm the dealership and the
            inspection time.
          </p>
        </Confirmation>
      ) : (
        <LeadForm
          headingId="pdi-form-heading"
          title="Book an inspection"
          submitLabel="Book inspection"
          formError={formError}
        >
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
          <CityField cities={cities} defaultValue={values.cityId} error={errors.cityId} />
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
          <PincodeField
            label="PIN code of the dealership"
            defaultValue={values.pincode}
            error={errors.pincode}
          />
          <MobileField defaultValue={values.mobile} error={errors.mobile} />
        </LeadForm>
      )}
    </ServicePageLayout>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
