import { loadServiceHistoryPage, unlockServiceHistory } from '../components/services/index.server';
import { RegistrationLookupHero, SandboxNote, VehicleResultCard } from '../components/services';
import { ServiceHistoryReportView } from '../components/services';
import { servicesPaths } from '../components/services';
import { UnlockReportForm } from '../components/services';
import type { Route } from './+types/car-service-history._index';

export const meta: Route.MetaFunction = () => [
  { title: 'Car service history report by registration number | CarSetu' },
  {
    name: 'description',
    content:
      'See how many times a car was serviced, its odometer over the years and any suspected odometer rollback, from its registration number.',
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadServiceHistoryPage(context, request);
}
export async function action({ context, request }: Route.ActionArgs) {
  return unlockServiceHistory(context, request);
}
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /car-service-history/: a teaser for everyone, the full report after login. */
export default function ServiceHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { regNo, result: teaser, error, brands, sampleReport } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <RegistrationLookupHero
        headingId="history-heading"
        title="Car service history report"
        intro="Every authorised-workshop visit of a car: dates, odometer, work done and parts, with a warning when the odometer looks rolled back."
        action={servicesPaths.serviceHistory()}
        submitLabel="Find service records"
        regNo={regNo}
        error={error}
      />

      {teaser ? (
        <VehicleResultCard
          headingId="teaser-heading"
          registrationNumber={teaser.registrationNumber}
          make={teaser.make}
          model={teaser.model}
        >
          {teaser.recordsFound > 0 ? (
            <>
              <p className="mt-3 text-lg text-ink">
                <strong>{teaser.recordsFound}</strong> service record
                {teaser.recordsFound === 1 ? '' : 's'} found · last serviced in{' '}
                <strong>{teaser.lastServiceYear}</strong>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                The full report has every visit with its odometer reading, workshop, work done and
                parts, and checks the readings for a rollback.
              </p>
              <div className="mt-4">
                <UnlockReportForm
                  registrationNumber={teaser.registrationNumber}
                  formError={actionData?.formError ?? null}
                />
              </div>
            </>
          ) : (
            <p className="mt-3 text-slate-700">
              No authorised-workshop service records were found for this vehicle. It may have been
              serviced at local garages that do not share records.
            </p>
          )}
          <SandboxNote source={teaser.source} what="the workshop-records partner" />
        </VehicleResultCard>
      ) : null}

      <section aria-labelledby="brands-heading" className="mt-10">
        <h2 id="brands-heading" className="text-lg font-semibold text-ink">
          Brands covered
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {brands.map((brand) => (
            <li
              key={brand}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-ink"
            >
              {brand}
            </li>
          ))}
        </ul>
      </section>

      <details className="mt-8 rounded-xl border border-slate-200 p-5">
        <summary className="cursor-pointer font-semibold text-blue-700">
          See a sample report
        </summary>
        <div className="mt-4">
          <ServiceHistoryReportView report={sampleReport} headingLevel="h2" />
        </div>
      </details>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
