import { formatMoney, paise } from '@carsetu/contracts';

/** '₹ 4.5 lakh – ₹ 5.1 lakh' */
export const formatPriceRange = (lowPaise: number, highPaise: number) =>
  `${formatMoney(paise(lowPaise), 'compact')} – ${formatMoney(paise(highPaise), 'compact')}`;

export const errorText = 'mt-1 text-sm font-medium text-red-700';
export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-blue-700';
