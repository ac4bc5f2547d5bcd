import type { NewCarModelDetail } from '@carsetu/contracts';
import { bodyTypeLabel, formatEngineRange, listFuels, listTransmissions } from './new-car-format';

/** Key specs of a model as label/value pairs; the compare table uses the same rows. */
export function keySpecRows({ model, variants, engineCc }: NewCarModelDetail): [string, string][] {
  return [
    ['Body type', bodyTypeLabel(model.bodyType)],
    ['Seats', String(model.seats)],
    ['Fuel', listFuels(model.fuelTypes)],
    ['Transmission', listTransmissions(model.transmissions)],
    ['Engine', formatEngineRange(engineCc)],
    ['Variants', String(variants.length)],
    [
      'Model years',
      model.lastYear === null
        ? `${model.firstYear} onwards`
        : `${model.firstYear} - ${model.lastYear}`,
    ],
  ];
}

export function ModelSpecs({ detail }: { detail: NewCarModelDetail }) {
  return (
    <section aria-labelledby="key-specs" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="key-specs" className="text-lg font-bold text-ink">
        Key specs
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {keySpecRows(detail).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
