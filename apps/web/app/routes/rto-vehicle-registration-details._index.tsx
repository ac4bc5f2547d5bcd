import { formatDate } from '@carsetu/contracts';
import { data, Link } from 'react-router';
import { formatAge } from '../components/services';
import {
  Detail,
  RegistrationLookupHero,
  SandboxNote,
  VehicleResultCard,
} from '../components/services';
import { lookupByRegistration } from '../components/services/index.server';
import { servicesPaths } from '../components/services';
import { typedApi, unwrap } from '../lib/typed-api.server';
import { challanPaths } from '../components/challans';
import type { Route } from './+types/rto-vehicle-registration-details._index';

export const meta: Route.MetaFunction = () => [
  { title: 'RTO vehicle registration details: check any car by number | CarSetu' },
  {
    name: 'description',
    content:
      'Enter a vehicle registration number to see the make, model, fuel, registration date, RTO office, state and age of the car.',
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const lookup = await lookupByRegistration(request, (regNo) =>
    unwrap(
      typedApi(context).GET('/api/vehicle/v1/registration-details/{regNo}', {
        params: { path: { regNo } },
      }),
    ),
  );
  // A lookup is about one vehicle and its (masked) owner: never cache it in shared caches.
  return data(lookup, { headers: { 'cache-control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /rto-vehicle-registration-details/: check vehicle details by registration number. */
export default function VehicleDetailsPage({ loaderData }: Route.ComponentProps) {
  const { regNo, result: vehicle, error } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <RegistrationLookupHero
        headingId="rto-heading"
        title="Check vehicle details"
        intro="Make, model, fuel, registration date, RTO office and age of any car, from its registration number."
        action={servicesPaths.vehicleDetails()}
        submitLabel="Check details"
        regNo={regNo}
        error={error}
      />

      {vehicle ? (
        <VehicleResultCard
          headingId="vehicle-heading"
          registrationNumber={vehicle.registrationNumber}
          make={vehicle.make}
          model={vehicle.model}
        >
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="Make" value={vehicle.make} />
            <Detail label="Model" value={vehicle.model} />
            <Detail label="Fuel" value={vehicle.fuelType} />
            <Detail label="Registration date" value={formatDate(vehicle.registrationDate)} />
            <Detail label="Vehicle age" value={formatAge(vehicle.vehicleAge)} />
            <Detail
              label="RTO office"
              value={vehicle.rto ? `${vehicle.rto.name} (${vehicle.rto.code})` : 'Not a state RTO'}
            />
            <Detail label="State" value={vehicle.stateName ?? 'All India (Bharat series)'} />
            <Detail label="Owner" value={`${vehicle.ownerName} · ${vehicle.maskedPhone}`} />
          </dl>
          {vehicle.rtoNote ? (
            <p className="mt-4 text-sm text-slate-700">{vehicle.rtoNote}.</p>
          ) : null}
          <SandboxNote source={vehicle.source} what="the government vehicle registry (VAHAN)" />
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link
              to={servicesPaths.serviceHistory(vehicle.registrationNumber)}
              className="text-blue-700 underline"
            >
              See its service history
            </Link>
            <Link
              to={challanPaths.lookup(vehicle.registrationNumber)}
              className="text-blue-700 underline"
            >
              Check its traffic challans
            </Link>
          </div>
        </VehicleResultCard>
      ) : null}

      <section aria-labelledby="why-heading" className="mt-10 max-w-3xl">
        <h2 id="why-heading" className="text-lg font-semibold text-ink">
          Why check a car&apos;s registration details?
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            Before buying a used car, confirm the make, model and fuel match the seller&apos;s
            claims.
          </li>
          <li>
            The registration date tells you the car&apos;s real age, whatever the model year says.
          </li>
          <li>
            The RTO and state tell you where the car was registered, and whether a transfer will
            need a NOC.
          </li>
          <li>
            The owner&apos;s name and phone are masked: enough for the owner to recognise, not to
            identify a stranger.
          </li>
        </ul>
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
