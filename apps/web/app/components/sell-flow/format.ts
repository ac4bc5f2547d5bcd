import { formatPriceLakh } from '@carsetu/contracts';

/** '₹4.5 Lakh – ₹5.1 Lakh' */
export const formatPriceRange = (lowPaise: number, highPaise: number) =>
  `${formatPriceLakh(lowPaise)} – ${formatPriceLakh(highPaise)}`;

export const formatSlot = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

export const errorText = 'mt-1 text-sm font-medium text-red-700';
export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-blue-700';
