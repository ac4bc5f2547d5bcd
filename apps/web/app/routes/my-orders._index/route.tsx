import { formatDateTime } from '@carsetu/contracts';
import { formatMoney, paise } from '@carsetu/contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@carsetu/contracts';
import { Form, Link } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { challanPaths } from '../../components/challans';
import { PurchaseStatusBadge } from '../../components/purchase';
import { buttonClasses } from '../../components/ui';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import type { Route } from './+types/route';
import { loadMyOrders } from './my-orders.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t('My Orders')} | CarSetu` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadMyOrders(context, new URL(request.url));
}

const PRODUCT_LABELS = {
  challan: msg('Traffic challans'),
  'car-booking': msg('Car bookings'),
  report: msg('Reports'),
} as const;

/** /my-orders (account menu): every order of the user with filters, newest first. */
export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title={t('My Orders')}
        reason="orders"
        text={t('Log in to see your orders, their status and receipts.')}
      />
    );
  }
  const { filters, list } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const pageLink = (page: number) => {
    const query = new URLSearchParams();
    if (filters.status) query.set('status', filters.status);
    if (filters.productType) query.set('productType', filters.productType);
    query.set('page', String(page));
    return `?${query.toString()}`;
  };
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t('My Orders')}</h1>
      <Form
        method="get"
        className="mt-5 flex flex-wrap items-end gap-3"
        aria-label={t('Filter orders')}
      >
        <div>
          <label htmlFor="status" className="block text-sm font-semibold text-ink">
            {t('Status')}
          </label>
          <select
            id="status"
            name="status"
            defaultValue={filters.status}
            className="mt-1 rounded-lg border border-slate-400 px-3 py-2"
          >
            <option value="">{t('All statuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(ORDER_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="productType" className="block text-sm font-semibold text-ink">
            {t('Type')}
          </label>
          <select
            id="productType"
            name="productType"
            defaultValue={filters.productType}
            className="mt-1 rounded-lg border border-slate-400 px-3 py-2"
          >
            <option value="">{t('All types')}</option>
            {Object.entries(PRODUCT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses('secondary')}>
          {t('Apply filters')}
        </button>
      </Form>

      {list.orders.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">
            {filters.status || filters.productType
              ? t('No orders match these filters')
              : t('You have no orders yet')}
          </h2>
          <p className="mt-2 text-slate-600">
            {t('Challan payments and bookings you make will appear here with their receipts.')}
          </p>
          <Link to={challanPaths.lookup()} className={buttonClasses('primary', 'mt-5')}>
            {t('Check traffic challans')}
          </Link>
        </section>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t('Orders')}>
          {list.orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                to={challanPaths.order(order.orderNumber)}
                className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink">
                    {t('Order {orderNumber}', { orderNumber: order.orderNumber })}
                  </span>
                  <PurchaseStatusBadge status={order.purchaseStatus} />
                </div>
                <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-slate-600">
                  <span>
                    {t(PRODUCT_LABELS[order.productType])} ·{' '}
                    {t('{count, plural, one {# item} other {# items}}', {
                      count: order.items.length,
                    })}{' '}
                    · {formatDateTime(order.createdAt)}
                  </span>
                  <span className="font-semibold text-ink">
                    {formatMoney(paise(order.priceBreakup.totalPaise))}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('Pages')} className="mt-6 flex justify-between">
          {filters.page > 1 ? (
            <Link to={pageLink(filters.page - 1)}>{t('Previous page')}</Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            {t('Page {page} of {pages}', { page: String(filters.page), pages: String(pages) })}
          </span>
          {filters.page < pages ? (
            <Link to={pageLink(filters.page + 1)}>{t('Next page')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
