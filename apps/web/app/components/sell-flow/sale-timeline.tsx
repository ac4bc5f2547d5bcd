import { formatDateTime } from '@carsetu/contracts';
import type { TimelineEntry } from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { useKnownText } from './known-texts';

/** inspector assigned → inspected → report → offer → live auction → best price → accepted. */
export function SaleTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const t = useT();
  const known = useKnownText();
  return (
    <section aria-labelledby="timeline" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="timeline" className="text-lg font-semibold text-ink">
        {t('Where your sale stands')}
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {timeline.map((entry, index) => (
          <li key={`${entry.kind}-${index}`} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-1 h-3 w-3 shrink-0 rounded-full ${entry.done ? 'bg-emerald-600' : 'border-2 border-slate-400'}`}
            />
            <div>
              <p className={entry.done ? 'font-semibold text-ink' : 'text-slate-600'}>
                {known(entry.label)}
                <span className="sr-only">
                  {entry.done ? ` ${t('(done)')}` : ` ${t('(to come)')}`}
                </span>
              </p>
              {(entry.detail || entry.at) && entry.done && (
                <p className="text-sm text-slate-700">
                  {entry.detail}
                  {entry.detail && entry.at ? ' · ' : ''}
                  {entry.at ? formatDateTime(entry.at) : ''}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
