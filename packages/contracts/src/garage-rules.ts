// Vehicle wallet ("My Vehicles") rules the browser needs too (zod-free; decision 0131).

/** Most vehicles one user can keep in My Vehicles. */
export const MAX_GARAGE_VEHICLES = 5;
/** Vehicles a user may add per IST day (abuse limit: each add is a paid registry lookup). */
export const GARAGE_ADDS_PER_IST_DAY = 10;
/** Service interval when the owner has not set one: most makers ask for a visit every 6 months. */
export const DEFAULT_SERVICE_INTERVAL_MONTHS = 6;
export const MIN_SERVICE_INTERVAL_MONTHS = 1;
export const MAX_SERVICE_INTERVAL_MONTHS = 24;
/** Insurance and PUC count as "expiring" this many days before their last valid day. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;
/** A service counts as "due soon" this many days before its due date. */
export const SERVICE_DUE_WARNING_DAYS = 7;
export const GARAGE_NICKNAME_MAX_LENGTH = 40;

export const GARAGE_MESSAGES = {
  duplicate: 'This vehicle is already in My Vehicles.',
  limit: `You can keep up to ${MAX_GARAGE_VEHICLES} vehicles in My Vehicles. Remove one to add another.`,
  dailyLimit: 'You have added too many vehicles today. Please try again tomorrow.',
  notFound: 'Vehicle not found in My Vehicles',
} as const;

export type ExpiryStatus = 'valid' | 'expiring' | 'expired' | 'not-required';
export type ServiceStatus = 'ok' | 'due-soon' | 'overdue';

export const EXPIRY_STATUS_LABELS: Record<ExpiryStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
  'not-required': 'Not required',
};
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  ok: 'On schedule',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole days from `today` to `isoDate` (both yyyy-mm-dd); negative when it has passed. */
export const daysUntil = (isoDate: string, today: string) => dayNumber(isoDate) - dayNumber(today);

/** Insurance or PUC status on `today`: the date is the last valid day. */
export function expiryStatus(validUpto: string | null, today: string): ExpiryStatus {
  if (validUpto === null) return 'not-required';
  const days = daysUntil(validUpto, today);
  if (days < 0) return 'expired';
  return days <= DOCUMENT_EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

/** yyyy-mm-dd plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function serviceStatus(nextDueOn: string, today: string): ServiceStatus {
  const days = daysUntil(nextDueOn, today);
  if (days < 0) return 'overdue';
  return days <= SERVICE_DUE_WARNING_DAYS ? 'due-soon' : 'ok';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-24' → '24 Nov 2026'. Spelt out by hand: Intl's en-GB short months vary by ICU version
 * ('Sep' or 'Sept'), and server and browser must render the same text.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The calendar date in India (yyyy-mm-dd) of an instant, e.g. a challan's offence time. */
export const istCalendarDate = (instant: string) =>
  new Date(new Date(instant).getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);

/** Where the owner pays a vehicle's challans. */
export const challanPayPath = (registrationNumber: string) =>
  `/traffic-challan/?regNo=${encodeURIComponent(registrationNumber)}`;
