import type { ChallanStatus } from '@carsetu/contracts';

const STYLES: Record<ChallanStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  court: 'bg-red-100 text-red-900',
  'virtual-court': 'bg-purple-100 text-purple-900',
};

export function ChallanStatusBadge({ status, label }: { status: ChallanStatus; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>
      {label}
    </span>
  );
}
