import { formatMoney, paise } from '@carsetu/contracts';
import { Link } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { ListingCard } from '../../components/buy';
import { buttonClasses } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { metaTranslator, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import type { Route } from './+types/route';

export const handle = { routeName: 'my-wishlist', pageType: 'my-wishlist' };
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: t('My Wishlist | CarSetu') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return {
      loggedIn: true,
      wishlist: await unwrap(typedApi(context).GET('/api/consumer/inventory/v1/wishlist')),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, wishlist: null };
    throw error;
  }
}

/** /wishlist: the cars the user saved, with price-drop alerts. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.loggedIn || !loaderData.wishlist) {
    return (
      <LoginRequired
        title={t('Sign in to see your Wishlist')}
        reason="see-wishlist"
        text={t('Save cars you like with the heart and find them here on any device.')}
      />
    );
  }
  const items = loaderData.wishlist.data;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t('My Wishlist')}</h1>
      <p className="mt-1 text-slate-600">
        {t('{count, plural, one {# saved car} other {# saved cars}}', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('No saved cars yet')}</h2>
          <p className="mt-2 text-slate-600">
            {t('Tap the heart on any car to save it here and get price-drop alerts.')}
          </p>
          <Link to={paths.buyUsedCars()} className={buttonClasses('primary', 'mt-5')}>
            {t('Browse used cars')}
          </Link>
        </section>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.listing.id} className="flex flex-col gap-2">
              <ListingCard car={item.listing} isWishlisted />
              {item.priceDropped && item.alertPricePaise !== null && (
                <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                  {t('Price dropped from {from} to {to}', {
                    from: formatMoney(paise(item.alertPricePaise), 'compact'),
                    to: formatMoney(paise(item.listing.pricePaise), 'compact'),
                  })}
                </p>
              )}
              {!item.priceDropped && item.alertPricePaise !== null && (
                <p className="text-sm text-slate-600">{t('Price alert on')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
