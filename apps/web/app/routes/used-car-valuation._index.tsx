import { Link } from 'react-router';
import { sellFlowPaths } from '../components/sell-flow';
import { ValuationProgress } from '../components/sell-flow';
import { ValuationResult } from '../components/sell-flow';
import { useFocusOnStepChange, ValuationStepForm } from '../components/sell-flow';
import { loadValuationPage } from '../components/sell-flow/index.server';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/used-car-valuation._index';

/** Spec §2 route name the frame reacts to (help widget, active tab). */
export const handle = { routeName: 'used-car-evaluation', pageType: 'used-car-evaluation' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadValuationPage(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('Used car valuation: check your car’s price | CarSetu') },
    {
      name: 'description',
      content: t(
        'Find out what your used car is worth in a few steps, then book a free inspection for the final offer.',
      ),
    },
  ];
};

/**
 * /used-car-valuation/?brand=…&model=…&year=…&variant=…&km=…: the valuation on one page, one step
 * at a time (the URL is the state), then an indicative price range and the inspection booking.
 */
export default function UsedCarValuationPage({ loaderData: page }: Route.ComponentProps) {
  useFocusOnStepChange(page.step ?? 'result');
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Check your car’s price')}</h1>
      {page.answers.registrationNumber && (
        <p className="mt-2 text-slate-700">
          {t('Registration number')}{' '}
          <span className="font-semibold text-ink">{page.answers.registrationNumber}</span>
        </p>
      )}
      {page.vehicle && page.step !== null && (
        <p className="mt-1 text-sm text-slate-600">
          {page.vehicle.isSandbox
            ? t('Registration records (sandbox registry):')
            : t('Registration records:')}{' '}
          {page.vehicle.year
            ? t('{make} {model}, {fuel}, registered {year}.', {
                make: page.vehicle.make,
                model: page.vehicle.model,
                fuel: page.vehicle.fuelType,
                year: page.vehicle.year,
              })
            : t('{make} {model}, {fuel}.', {
                make: page.vehicle.make,
                model: page.vehicle.model,
                fuel: page.vehicle.fuelType,
              })}
        </p>
      )}
      <div className="mt-5">
        <ValuationProgress page={page} />
      </div>
      {page.backQuery !== null && (
        <Link
          to={sellFlowPaths.valuation(new URLSearchParams(page.backQuery))}
          className="mt-4 inline-block text-sm font-semibold text-blue-700 underline"
        >
          {t('Back')}
        </Link>
      )}
      <div className="mt-4 max-w-3xl">
        {page.step !== null && <ValuationStepForm key={page.step} page={page} />}
        {page.valuation && <ValuationResult page={page} />}
        {page.valuationError && (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
          >
            <p>{page.valuationError}</p>
            <Link
              to={sellFlowPaths.valuation()}
              className="mt-2 inline-block font-semibold underline"
            >
              {t('Start again')}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
