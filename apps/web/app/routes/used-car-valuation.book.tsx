import { Link } from 'react-router';
import { BookingForm } from '../components/sell-flow';
import { bookingAction, loadBooking } from '../components/sell-flow/index.server';
import { formatPriceRange } from '../components/sell-flow';
import { sellFlowPaths } from '../components/sell-flow';
import { metaTranslator, useT } from '../lib/i18n';
import type { Route } from './+types/used-car-valuation.book';

export const handle = { routeName: 'used-car-evaluation', pageType: 'used-car-evaluation' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBooking(context, request);
}
export async function action({ context, request }: Route.ActionArgs) {
  return bookingAction(context, request);
}
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('Book a free car inspection | CarSetu') },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Book a free inspection for the valued car: place, slot and the seller's verified mobile. */
export default function BookInspectionPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const { valuation } = page;
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Link
        to={sellFlowPaths.valuation(new URLSearchParams(page.query))}
        className="text-sm font-semibold text-blue-700 underline"
      >
        {t('Back to the valuation')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-ink">{t('Book a free inspection')}</h1>
      <p className="mt-2 text-slate-700">
        {t('{car} in {city}: estimated', {
          car: `${valuation.car.year} ${valuation.car.makeName} ${valuation.car.modelName} ${valuation.car.variantName}`,
          city: valuation.city.name,
        })}{' '}
        <span className="font-semibold">
          {formatPriceRange(valuation.lowPaise, valuation.highPaise)}
        </span>
        . {t('Our inspector checks the car in about 45 minutes and makes you a final offer.')}
      </p>
      <div className="mt-6">
        <BookingForm page={page} result={actionData} />
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
