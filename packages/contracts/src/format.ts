import { formatIndianNumber } from './inventory/emi';

// Display formats shared by every page (zod-free: the browser imports them).

/** 45000 → '45,000 km' (Indian digit grouping). */
export const formatKm = (km: number) => `${formatIndianNumber(km)} km`;

/** An instant as a person in India reads it: '21 Nov 2026, 2:30 pm' (IST whatever the server's zone). */
export const formatDateTimeIndia = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
