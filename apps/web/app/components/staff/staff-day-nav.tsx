import { indiaDatePlusDays } from '@carsetu/contracts';
import { Link } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day a staff list shows: ?date=YYYY-MM-DD, else today in India. */
export function dayFromUrl(request: Request): string {
  const asked = new URL(request.url).searchParams.get('date') ?? '';
  return DATE.test(asked) ? asked : indiaDatePlusDays(new Date(), 0);
}

const shiftDate = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** "Tuesday, 25 November" for a YYYY-MM-DD day. */
export const dayLabel = (date: string) =>
  new Date(`${date}T06:30:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  });

/** Previous day / Today / Next day for the staff day lists (inspections, pickups). */
export function StaffDayNav({
  date,
  pathFor,
}: {
  date: string;
  pathFor: (date: string) => string;
}) {
  return (
    <nav aria-label="Day" className="mt-3 flex gap-3 text-sm font-semibold">
      <Link to={pathFor(shiftDate(date, -1))} className="text-blue-700 underline">
        Previous day
      </Link>
      <Link to={pathFor(indiaDatePlusDays(new Date(), 0))} className="text-blue-700 underline">
        Today
      </Link>
      <Link to={pathFor(shiftDate(date, 1))} className="text-blue-700 underline">
        Next day
      </Link>
    </nav>
  );
}
