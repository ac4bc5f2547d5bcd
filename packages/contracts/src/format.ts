import { formatIndianNumber } from './inventory/emi';

// Display formats shared by every page (zod-free: the browser imports them).

/** 45000 → '45,000 km' (Indian digit grouping). */
export const formatKm = (km: number) => `${formatIndianNumber(km)} km`;

/**
 * Written out, not from Intl: ICU's en-IN spells September 'Sept', and every date on the site
 * reads '24 Nov 2026' (decision 0151).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Dates are shown as a person in India reads them, whatever the server's zone. */
const INDIA_ZONE = 'Asia/Kolkata';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const INDIA_PARTS = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function indiaParts(value: string | Date) {
  // A calendar date ('2026-11-24', an offence or a due date) has no zone: shown as written.
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) {
    return { year: calendar[1]!, month: Number(calendar[2]), day: Number(calendar[3]), time: '' };
  }
  const parts = Object.fromEntries(
    INDIA_PARTS.formatToParts(typeof value === 'string' ? new Date(value) : value).map((part) => [
      part.type,
      part.value,
    ]),
  );
  return {
    year: parts.year!,
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`,
  };
}

/** '24 Nov 2026' (IST) from an ISO instant, a calendar date or a Date. */
export function formatDate(value: string | Date): string {
  const { year, month, day } = indiaParts(value);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '24 Nov 2026, 4:30 pm' (IST whatever the server's zone). */
export function formatDateTime(value: string | Date): string {
  const parts = indiaParts(value);
  const date = `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
  return parts.time ? `${date}, ${parts.time}` : date;
}
