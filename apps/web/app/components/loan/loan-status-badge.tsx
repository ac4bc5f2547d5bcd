import type { LoanStatus } from '@carsetu/contracts';

const STATUS_TEXT: Record<LoanStatus, { label: string; className: string }> = {
  PENDING: { label: 'Pending review', className: 'bg-amber-100 text-amber-900' },
  APPROVED: { label: 'Approved', className: 'bg-green-100 text-green-900' },
  REJECTED: { label: 'Not approved', className: 'bg-red-100 text-red-900' },
  DISBURSED: { label: 'Disbursed', className: 'bg-blue-100 text-blue-900' },
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { label, className } = STATUS_TEXT[status];
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${className}`}>
      {label}
    </span>
  );
}
