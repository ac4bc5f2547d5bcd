import { CLEAN_PAPERS_TEXT } from '@carsetu/contracts';
import { CheckIcon } from '../ui';

/** No pending challans, insurance and PUC valid, no loan on the RC (decision 0162). */
export function CleanPapersBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-700/30 ${className}`}
    >
      <CheckIcon className="h-3.5 w-3.5" />
      {CLEAN_PAPERS_TEXT}
    </span>
  );
}
