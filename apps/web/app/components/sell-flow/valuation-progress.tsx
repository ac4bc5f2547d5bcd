import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { sellFlowPaths } from './sell-flow-api';
import type { ValuationPageData } from './valuation.server';
import { STEP_LABELS } from './valuation-steps';

/**
 * The five steps with the answers so far. An answered step links back to itself (the URL without
 * that answer and the later ones), so any answer can be changed without starting again.
 */
export function ValuationProgress({ page }: { page: ValuationPageData }) {
  const t = useT();
  return (
    <ol aria-label={t('Valuation steps')} className="flex flex-wrap gap-2 text-sm">
      {page.progress.map((item, index) => {
        const name = t(STEP_LABELS[item.step]);
        const label = `${index + 1}. ${name}`;
        if (item.value)
          return (
            <li key={item.step}>
              <Link
                to={sellFlowPaths.valuation(new URLSearchParams(item.changeQuery))}
                aria-label={t('Change {step}: {answer}', {
                  step: name.toLowerCase(),
                  answer: item.value,
                })}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <span className="font-semibold">{name}:</span> {item.value}
                <span aria-hidden="true"> ✎</span>
              </Link>
            </li>
          );
        return (
          <li
            key={item.step}
            aria-current={item.step === page.step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${item.step === page.step ? 'bg-brand-700 font-semibold text-white' : 'border border-slate-300 text-slate-700'}`}
          >
            {label}
          </li>
        );
      })}
    </ol>
  );
}
