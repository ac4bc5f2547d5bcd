import { formatDate } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import {
  INSPECTION_RATING_LABELS,
  formatKm,
  type InspectionRating,
  type Photo,
  type SaleInspectionReport,
} from '@carsetu/contracts';
import { ResponsiveImage } from '../ui';

const RATING_CLASSES: Record<string, string> = {
  good: 'bg-emerald-50 text-emerald-800',
  average: 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-800',
  na: 'bg-slate-100 text-slate-700',
};

export function PhotoThumb({ photo, alt }: { photo: Photo; alt: string }) {
  const small = photo.sources[0]!;
  const large = photo.sources[photo.sources.length - 1]!;
  return (
    <a href={large.url} target="_blank" rel="noopener" className="inline-block">
      <ResponsiveImage
        src={small.url}
        variants={photo.variants}
        sizes="120px"
        alt={alt}
        width={120}
        height={90}
        className="h-[90px] w-[120px] rounded-lg object-cover"
      />
    </a>
  );
}

/**
 * The offer reconciled from the online estimate: each deduction names the finding and shows its
 * photo, so the seller sees exactly why the price moved.
 */
export function OfferReconciliation({ offer }: { offer: SaleInspectionReport['offer'] }) {
  return (
    <div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">Online estimate</dt>
        <dd className="text-right font-semibold">{formatMoney(paise(offer.estimatePaise))}</dd>
      </dl>
      {offer.deductions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No deductions: the inspection found nothing to fix.
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3" aria-label="Deductions">
          {offer.deductions.map((deduction) => (
            <li
              key={deduction.checkpointKey}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{deduction.label}</p>
                <p className="text-sm text-slate-700">
                  {INSPECTION_RATING_LABELS[deduction.rating as InspectionRating] ??
                    deduction.rating}
                  {deduction.note ? `: ${deduction.note}` : ''}
                </p>
                {deduction.photo && (
                  <div className="mt-2">
                    <PhotoThumb photo={deduction.photo} alt={`Finding: ${deduction.label}`} />
                  </div>
                )}
              </div>
              <p className="font-semibold text-red-800">
                − {formatMoney(paise(deduction.amountPaise))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3">
        <dt className="font-semibold text-ink">CarSetu offer</dt>
        <dd className="text-right text-lg font-bold text-ink">
          {formatMoney(paise(offer.offerPaise))}
        </dd>
      </dl>
      {offer.offerPaise > offer.estimatePaise - offer.totalDeductionPaise && (
        <p className="mt-1 text-xs text-slate-600">
          The offer never falls below half the estimate.
        </p>
      )}
    </div>
  );
}

/** Every checkpoint by area with its rating, note and photos. */
export function InspectionReportView({ report }: { report: SaleInspectionReport }) {
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Odometer</dt>
          <dd className="font-semibold">
            {formatKm(report.odometerKm)} (declared {formatKm(report.declaredKm)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">VIN</dt>
          <dd className="font-semibold">{report.vin}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Inspected</dt>
          <dd className="font-semibold">{formatDate(report.inspectedAt)}</dd>
        </div>
      </dl>
      {report.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Odometer and VIN photos">
          {report.photos.map((photo) => (
            <li key={photo.id}>
              <PhotoThumb
                photo={photo}
                alt={photo.kind === 'odometer' ? 'Odometer' : 'VIN plate'}
              />
            </li>
          ))}
        </ul>
      )}
      {report.areas.map((area) => {
        const issues = area.checkpoints.filter(
          (checkpoint) => checkpoint.rating === 'average' || checkpoint.rating === 'poor',
        ).length;
        return (
          <details
            key={area.key}
            className="mt-3 rounded-2xl border border-slate-200"
            open={issues > 0}
          >
            <summary className="cursor-pointer px-4 py-3 font-semibold text-ink">
              {area.title} · {issues === 0 ? 'all good' : `${issues} to note`}
            </summary>
            <ul className="divide-y divide-slate-200 px-4 pb-3">
              {area.checkpoints.map((checkpoint) => (
                <li key={checkpoint.key} className="py-2">
                  <div className="flex items-center justify-between gap-3">
                    <span>{checkpoint.label}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_CLASSES[checkpoint.rating] ?? ''}`}
                    >
                      {INSPECTION_RATING_LABELS[checkpoint.rating as InspectionRating] ??
                        checkpoint.rating}
                    </span>
                  </div>
                  {checkpoint.note && <p className="text-sm text-slate-700">{checkpoint.note}</p>}
                  {checkpoint.photos.length > 0 && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {checkpoint.photos.map((photo) => (
                        <PhotoThumb key={photo.id} photo={photo} alt={checkpoint.label} />
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
