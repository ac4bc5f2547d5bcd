import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@carsetu/contracts';
import { useKnownText } from './known-texts';

const TONE: Record<AppointmentStatus, string> = {
  scheduled: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  completed: 'bg-blue-100 text-blue-900',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const known = useKnownText();
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]}`}>
      {known(APPOINTMENT_STATUS_LABELS[status])}
    </span>
  );
}
