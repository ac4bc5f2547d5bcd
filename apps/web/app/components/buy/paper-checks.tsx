import type { PaperChecks as Checks } from '@carsetu/contracts';
import { formatCalendarDate, istCalendarDate } from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { CleanPapersBadge } from './clean-papers-badge';
import { PAPER_CHECK_TEXT, translatePaperDetail } from './texts';

/** The car page's list of registry checks behind the clean-papers badge. */
export function PaperChecks({ checks }: { checks: Checks | null }) {
  const t = useT();
  return (
    <section aria-labelledby="papers" className="rounded-2xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="papers" className="text-lg font-bold text-ink">
          {t('Papers')}
        </h2>
        {checks?.clean && <CleanPapersBadge />}
      </div>
      {checks ? (
        <>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {checks.checks.map((check) => (
              <li key={check.key} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={check.passed ? 'text-emerald-700' : 'font-bold text-red-700'}
                >
                  {check.passed ? '✓' : '✕'}
                </span>
                <span>
                  <span className="font-semibold text-ink">
                    {PAPER_CHECK_TEXT[check.key] ? t(PAPER_CHECK_TEXT[check.key]) : check.label}
                    <span className="sr-only">
                      {check.passed ? t(': passed') : t(': not passed')}
                    </span>
                  </span>
                  <span className="block text-sm text-slate-600">
                    {translatePaperDetail(t, check.detail)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            {t('From the vehicle registry and e-challan records, checked on {date}.', {
              date: formatCalendarDate(istCalendarDate(checks.checkedAt)),
            })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {t(
            'We could not reach the vehicle registry just now. Ask us for the papers when you book a test drive.',
          )}
        </p>
      )}
    </section>
  );
}
