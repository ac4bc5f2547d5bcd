import { formatDate } from '@carsetu/contracts';
import type { InspectionReport as Report } from '@carsetu/contracts';
import { msg, useT } from '../../lib/i18n';

const STATUS = {
  ok: { label: msg('OK'), classes: 'bg-emerald-50 text-emerald-800' },
  attention: { label: msg('Needs attention'), classes: 'bg-amber-50 text-amber-900' },
  defect: { label: msg('Defect'), classes: 'bg-red-50 text-red-800' },
} as const;

/** Checkpoints grouped by area, a rating per group, and every noted defect spelt out. */
export function InspectionReport({ report }: { report: Report }) {
  const t = useT();
  const findings = report.groups.flatMap((group) =>
    group.checkpoints
      .filter((check) => check.status !== 'ok')
      .map((check) => ({ ...check, group: group.group })),
  );
  return (
    <section aria-labelledby="inspection" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="inspection" className="text-lg font-bold text-ink">
        {t('Inspection report')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('Overall rating')} <strong>{report.overallRating.toFixed(1)}/5</strong> ·{' '}
        {t('inspected {date}', { date: formatDate(report.inspectedAt) })}
      </p>
      {findings.length > 0 && (
        <div className="mt-3 rounded-xl bg-amber-50 p-3">
          <h3 className="font-semibold text-amber-900">
            {t('Noted by the inspector ({count})', { count: findings.length })}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
            {findings.map((finding) => (
              <li key={`${finding.group}-${finding.name}`}>
                {finding.group} · {finding.name}: {finding.note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2">
        {report.groups.map((group) => (
          <details key={group.group} className="rounded-xl border border-slate-200">
            <summary className="flex cursor-pointer items-center justify-between px-4 py-3 font-semibold text-ink">
              <span>{group.group}</span>
              <span className="text-sm font-normal text-slate-600">
                {group.rating.toFixed(1)}/5
              </span>
            </summary>
            <ul className="divide-y divide-slate-100 px-4 pb-3">
              {group.checkpoints.map((check) => (
                <li
                  key={check.name}
                  className="flex items-start justify-between gap-3 py-2 text-sm"
                >
                  <span>
                    {check.name}
                    {check.note && <span className="block text-slate-600">{check.note}</span>}
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[check.status].classes}`}
                  >
                    {t(STATUS[check.status].label)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
