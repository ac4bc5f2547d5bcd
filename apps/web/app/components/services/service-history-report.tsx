import { formatDate } from '@carsetu/contracts';
import type { ServiceHistoryReport } from '@carsetu/contracts';
import { formatKm } from '@carsetu/contracts';
import { OdometerChart } from './odometer-chart';
import { Detail, SandboxNote } from './registration-lookup';

/** The full report: summary, rollback warning, odometer chart and the visit timeline. */
export function ServiceHistoryReportView({
  report,
  headingLevel = 'h1',
}: {
  report: ServiceHistoryReport;
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3';
  const Item = headingLevel === 'h1' ? 'h3' : 'h4';
  return (
    <article aria-labelledby={`report-${report.reportId}`}>
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        {report.isSample ? 'Sample report · ' : ''}
        {report.registrationNumber}
      </p>
      <Heading id={`report-${report.reportId}`} className="mt-1 text-2xl font-bold text-ink">
        Service history of {report.make} {report.model}
      </Heading>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Detail label="Fuel" value={report.fuelType} />
        <Detail label="Registered on" value={formatDate(report.registrationDate)} />
        <Detail label="Service records" value={String(report.visits.length)} />
        <Detail
          label="Highest odometer"
          value={report.maxOdometerKm === null ? 'No readings' : formatKm(report.maxOdometerKm)}
        />
      </dl>

      {report.suspectedOdometerRollback ? (
        <div
          role="alert"
          className="mt-5 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">Suspected odometer rollback</p>
          <p className="mt-1 text-sm">
            At least one service recorded a lower odometer reading than an earlier one. The
            instrument cluster may have been replaced or tampered with: ask the seller for the
            replacement bill, and have the car inspected before you pay.
          </p>
        </div>
      ) : null}

      {report.visits.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No authorised-workshop service records were found for this vehicle. It may have been
          serviced at local garages that do not share records.
        </p>
      ) : (
        <>
          <section aria-labelledby={`odometer-${report.reportId}`} className="mt-8">
            <Sub id={`odometer-${report.reportId}`} className="text-lg font-semibold text-ink">
              Odometer over time
            </Sub>
            <OdometerChart visits={report.visits} />
          </section>
          <section aria-labelledby={`timeline-${report.reportId}`} className="mt-8">
            <Sub id={`timeline-${report.reportId}`} className="text-lg font-semibold text-ink">
              Service timeline
            </Sub>
            <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5">
              {[...report.visits].reverse().map((visit) => (
                <li key={visit.date} className="rounded-lg border border-slate-200 p-4">
                  <Item className="font-semibold text-ink">
                    {formatDate(visit.date)} · {formatKm(visit.odometerKm)}
                    {visit.isOdometerDrop ? (
                      <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                        Odometer lower than before
                      </span>
                    ) : null}
                  </Item>
                  <p className="text-sm text-slate-600">
                    {visit.workshop}, {visit.city}
                  </p>
                  <div className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                    <p>
                      <span className="font-semibold text-ink">Work done: </span>
                      {visit.workDone.join(', ')}
                    </p>
                    <p>
                      <span className="font-semibold text-ink">Parts: </span>
                      {visit.parts.join(', ')}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
      <SandboxNote source={report.source} what="the workshop-records partner" />
    </article>
  );
}
