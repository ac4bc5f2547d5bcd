import { buildListingUrl, formatPriceRange, newCarPaths } from '@carsetu/contracts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/new-cars';
import { EmiHint } from '../components/new-cars';
import { ModelGrid } from '../components/new-cars';
import { ModelSpecs } from '../components/new-cars';
import { newCarsMeta } from '../components/new-cars';
import { loadModelPage } from '../components/new-cars/index.server';
import { VariantsTable } from '../components/new-cars';
import { buttonClasses } from '../components/ui';
import { jsonLdText, newCarModelJsonLd } from '../lib/seo';
import { ModelMedia } from '../components/new-cars';
import type { Route } from './+types/new-cars.$brand.$model';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadModelPage(context, request, params.brand, params.model);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return newCarsMeta(undefined);
  const { model } = data;
  const name = `${model.make.name} ${model.name}`;
  const price = formatPriceRange(model.minExShowroomPaise, model.maxExShowroomPaise);
  return newCarsMeta({
    title:
      model.lastYear === null
        ? `${name} price ${price}: variants and specs`
        : `${name} (discontinued): last prices, variants and used cars`,
    description:
      model.lastYear === null
        ? `${name} ex-showroom price ${price}. ${data.variants.length} variants with fuel, transmission and engine, key specs and EMI.`
        : `The ${name} was sold new from ${model.firstYear} to ${model.lastYear}. See its last variants and prices, and used ones for sale.`,
    canonicalUrl: `${data.origin}${model.url}`,
  });
};

/** /new-cars/{brand}/{model}/: price range, EMI hint, key specs and every variant. */
export default function NewCarModelPage({ loaderData }: Route.ComponentProps) {
  const { model, variants, engineCc, otherModels, origin } = loaderData;
  const name = `${model.make.name} ${model.name}`;
  const isDiscontinued = model.lastYear !== null;
  const usedCars = buildListingUrl({
    filters: { make: [model.make.slug], model: [model.slug] },
    cityId: null,
    isAllIndia: true,
  });
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-4 py-6">
      <Breadcrumbs
        origin={origin}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'New cars', path: newCarPaths.home() },
          { name: model.make.name, path: newCarPaths.brand(model.make.slug) },
          { name: model.name, path: model.url },
        ]}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(newCarModelJsonLd(origin, model, variants.length)),
        }}
      />
      <div className="grid gap-6 md:grid-cols-[1fr_22rem]">
        <img
          src={model.imageUrl}
          alt={`Drawing of a ${name}`}
          width={640}
          height={400}
          fetchPriority="high"
          className="aspect-[8/5] w-full rounded-2xl bg-slate-50 object-contain"
        />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold text-ink">{name}</h1>
          {isDiscontinued && (
            <p
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900"
            >
              The {name} is discontinued: it was sold new from {model.firstYear} to {model.lastYear}
              . Prices below are its last ex-showroom prices.
            </p>
          )}
          <div>
            <p className="text-2xl font-bold text-ink">
              {formatPriceRange(model.minExShowroomPaise, model.maxExShowroomPaise)}
            </p>
            <p className="text-sm text-slate-600">
              {isDiscontinued ? 'Last ex-showroom price' : 'Ex-showroom price'}
            </p>
          </div>
          {!isDiscontinued && <EmiHint exShowroomPaise={model.minExShowroomPaise} />}
          <Link to={usedCars} className={buttonClasses(isDiscontinued ? 'primary' : 'secondary')}>
            Check used {model.name} for sale
          </Link>
          {!isDiscontinued && (
            <Link
              to={newCarPaths.compare([model.id])}
              className="text-center font-semibold text-blue-700 underline"
            >
              Compare {model.name} with other cars
            </Link>
          )}
        </div>
      </div>

      <ModelSpecs detail={{ model, variants, engineCc }} />

      <ModelMedia gallery={loaderData.gallery} videos={loaderData.videos} />

      <section aria-labelledby="variants">
        <h2 id="variants" className="mb-3 text-xl font-bold text-ink">
          {model.name} variants
        </h2>
        <VariantsTable title={name} variants={variants} />
      </section>

      {otherModels.length > 0 && (
        <section aria-labelledby="other-models">
          <h2 id="other-models" className="mb-3 text-xl font-bold text-ink">
            Other {model.make.name} cars
          </h2>
          <ModelGrid models={otherModels} showMake={false} empty={null} />
        </section>
      )}
    </main>
  );
}
