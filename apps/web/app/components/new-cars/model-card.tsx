import { formatPriceRange, type NewCarModel } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bodyTypeLabel, listFuels, listTransmissions } from './new-car-format';

/** One model in a grid: picture, name, ex-showroom price range, body type, fuels and gearboxes. */
export function ModelCard({ model, showMake = true }: { model: NewCarModel; showMake?: boolean }) {
  const title = showMake ? `${model.make.name} ${model.name}` : model.name;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:border-brand-500">
      <img
        src={model.imageUrl}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-slate-50 object-contain"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold leading-snug text-ink">
          <Link
            to={model.url}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {title}
          </Link>
        </h3>
        <p className="text-lg font-bold text-ink">
          {formatPriceRange(model.minExShowroomPaise, model.maxExShowroomPaise)}
        </p>
        <p className="text-xs text-slate-600">Ex-showroom price</p>
        <ul
          className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700"
          aria-label="Options"
        >
          <li>{bodyTypeLabel(model.bodyType)}</li>
          <li aria-hidden="true">·</li>
          <li>{listFuels(model.fuelTypes)}</li>
          <li aria-hidden="true">·</li>
          <li>{listTransmissions(model.transmissions)}</li>
        </ul>
        {model.lastYear !== null && (
          <p className="mt-1 text-sm font-semibold text-amber-800">
            Discontinued in {model.lastYear}
          </p>
        )}
      </div>
    </article>
  );
}

/** A responsive grid of model cards, or the empty state when there are none. */
export function ModelGrid({
  models,
  showMake = true,
  empty,
}: {
  models: NewCarModel[];
  showMake?: boolean;
  empty: ReactNode;
}) {
  if (models.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
        {empty}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {models.map((model) => (
        <li key={model.id} className="grid">
          <ModelCard model={model} showMake={showMake} />
        </li>
      ))}
    </ul>
  );
}
