import { Link } from 'react-router';
import { sellFlowPaths } from './sell-flow-api';
import type { ValuationPageData } from './valuation.server';
import { STEP_LABELS } from './valuation-steps';

/**
 * The five steps with the answers so far. An answered step links back to itself (the URL without
 * that answer and the later ones), so any answer can be changed without starting again.
 */
export function ValuationProgress({ page }: { page: ValuationPageData }) {
  return (
    <ol aria-label="Valuation steps" className="flex flex-wrap gap-2 text-sm">
      {page.progress.map((item, index) => {
        const label = `${index + 1}. ${STEP_LABELS[item.step]}`;
        if (item.value)
          return (
            <li key={item.step}>
              <Link
                to={sellFlowPaths.valuation(new URLSearchParams(item.changeQuery))}
                aria-label={`Change ${STEP_LABELS[item.step].toLowerCase()}: ${item.value}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <span className="font-semibold">{STEP_LABELS[item.step]}:</span> {item.value}
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
