import { NEW_CAR_COMPARE_MAX, NEW_CAR_COMPARE_MIN, newCarPaths } from '@carsetu/contracts';
import { Breadcrumbs } from '../components/new-cars';
import { CompareForm } from '../components/new-cars';
import { CompareTable } from '../components/new-cars';
import { newCarsMeta } from '../components/new-cars';
import { loadComparePage } from '../components/new-cars/index.server';
import type { Route } from './+types/new-cars.compare-cars';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadComparePage(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => {
  const names = data?.compared.map(({ model }) => `${model.make.name} ${model.name}`) ?? [];
  return newCarsMeta(
    data && {
      title: names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare new cars',
      description:
        names.length > 0
          ? `${names.join(' vs ')}: ex-showroom prices, body type, seats, fuel, transmission and engine side by side.`
          : `Compare ${NEW_CAR_COMPARE_MIN} or ${NEW_CAR_COMPARE_MAX} new cars side by side: prices, fuel, transmission, engine and seats.`,
      canonicalUrl: `${data.origin}${newCarPaths.compare(data.compared.map(({ model }) => model.id))}`,
    },
  );
};

/** /new-cars/compare-cars/: pick two or three models, see them side by side. */
export default function CompareCarsPage({ loaderData }: Route.ComponentProps) {
  const { options, selectedIds, compared, problem, origin } = loaderData;
  const chosenCount = selectedIds.length;
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6">
      <Breadcrumbs
        origin={origin}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'New cars', path: newCarPaths.home() },
          { name: 'Compare cars', path: newCarPaths.compare() },
        ]}
      />
      <header>
        <h1 className="text-3xl font-bold text-ink">Compare new cars</h1>
        <p className="mt-2 text-slate-700">
          Choose {NEW_CAR_COMPARE_MIN} or {NEW_CAR_COMPARE_MAX} cars to see their prices and specs
          side by side.
        </p>
      </header>
      <CompareForm options={options} selectedIds={selectedIds} />
      {problem && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      )}
      {!problem && chosenCount === 1 && (
        <p role="status" className="rounded-xl bg-slate-50 p-3 text-slate-800">
          Choose one more car to compare.
        </p>
      )}
      {compared.length > 0 && (
        <section aria-labelledby="comparison" className="flex flex-col gap-3">
          <h2 id="comparison" className="text-xl font-bold text-ink">
            {compared.map(({ model }) => `${model.make.name} ${model.name}`).join(' vs ')}
          </h2>
          <CompareTable compared={compared} />
        </section>
      )}
    </main>
  );
}
