import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@carsetu/contracts';

const TONE: Record<AppointmentStatus, string> = {
  scheduled: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  completed: 'bg-blue-100 text-blue-900',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]}`}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </span>
  );
}
