import type { OrderStatus } from '@carsetu/contracts';

const STYLES: Record<OrderStatus, string> = {
  PAYMENT_PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-green-100 text-green-900',
  PAYMENT_FAILED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
  REFUNDED: 'bg-blue-100 text-blue-900',
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>
      {label}
    </span>
  );
}
