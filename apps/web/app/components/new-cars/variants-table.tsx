import { formatMoney, paise } from '@carsetu/contracts';
import type { Variant } from '@carsetu/contracts';
import { fuelLabel, transmissionLabel } from './new-car-format';

/**
 * Every variant with its ex-showroom price, fuel, gearbox and engine. The price comes right after
 * the name so a 360px phone shows it without scrolling; the rest of the table scrolls sideways
 * inside a focusable region, so keyboard users can scroll it too.
 */
export function VariantsTable({ title, variants }: { title: string; variants: Variant[] }) {
  const captionId = 'variants-caption';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {title} variants and ex-showroom prices
        </caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Variant
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
              Ex-showroom price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Fuel
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Transmission
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Engine
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {variant.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-right font-semibold tabular-nums text-ink">
                {formatMoney(paise(variant.exShowroomPaise), 'rounded')}
              </td>
              <td className="px-4 py-3">{fuelLabel(variant.fuelType)}</td>
              <td className="px-4 py-3">{transmissionLabel(variant.transmission)}</td>
              <td className="px-4 py-3">
                {variant.engineCc ? `${variant.engineCc} cc` : 'Electric'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
