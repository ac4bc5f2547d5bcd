import { useT } from '../../lib/i18n';
import { CheckIcon } from '../ui';
import { CLEAN_PAPERS } from './texts';

/** No pending challans, insurance and PUC valid, no loan on the RC (decision 0162). */
export function CleanPapersBadge({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-700/30 ${className}`}
    >
      <CheckIcon className="h-3.5 w-3.5" />
      {t(CLEAN_PAPERS)}
    </span>
  );
}
