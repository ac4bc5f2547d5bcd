import { formatDateTime, formatMoney, GstinSchema, paise } from '@carsetu/contracts';
import { data, Link, redirect } from 'react-router';
import { loadFrameUser } from '../../components/auth/index.server';
import { LoginRequired } from '../../components/auth';
import { challanPaths } from '../../components/challans';
import { GstReceiptForm } from '../../components/orders';
import { InvoiceLink } from '../../components/orders';
import { PurchaseStatusBadge } from '../../components/purchase';
import { RetryPaymentForm } from '../../components/purchase';
import { retryPayment } from '../../components/purchase/index.server';
import { Timeline } from '../../components/ui';
import { PriceBreakupTable } from '../../components/orders';
import { buttonClasses } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${t('Order {orderNumber}', { orderNumber: params.orderNumber })} | CarSetu` },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!(await loadFrameUser(context)))
    return {
      loggedIn: false as const,
      order: null,
      justPaid: false,
      nextSteps: [],
      retryKey: '',
    };
  try {
    const order = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/order/by-number/{orderNumber}', {
        params: { path: { orderNumber: params.orderNumber } },
      }),
    );
    const justPaid =
      new URL(request.url).searchParams.get('payment') === 'success' && order.status === 'PAID';
    // A car token's order shows its booking's "what happens next" (the booking owns the steps).
    const bookingId = order.items[0]?.metadata.bookingId;
    const nextSteps =
      order.productType === 'car-booking' && typeof bookingId === 'string'
        ? (
            await unwrap(
              typedApi(context).GET('/api/consumer/inventory/v1/bookings/{id}', {
                params: { path: { id: bookingId } },
              }),
            )
          ).data.nextSteps
        : [];
    // One key per page view: a double click on "Retry payment" opens one attempt.
    return { loggedIn: true as const, order, justPaid, nextSteps, retryKey: crypto.randomUUID() };
  } catch (error) {
    // Someone else's order and a mistyped number look the same: not found.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data({ message: 'Order not found' }, { status: 404 });
    }
    throw error;
  }
}

/**
 * "Share invoice link": a signed link to the invoice (the API checks owner and payment).
 * "Add your GSTIN": checked here so a typo is shown on the page, then off to the PDF.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'retry-payment')
    return retryPayment(context, params.orderNumber, String(form.get('idempotencyKey') ?? ''));
  if (form.get('intent') === 'gst-receipt') {
    const typed = String(form.get('gstin') ?? '');
    const gstin = GstinSchema.safeParse(typed);
    if (!gstin.success) {
      return data(
        { gstReceipt: { error: gstin.error.issues[0]!.message, value: typed } },
        { status: 400 },
      );
    }
    return redirect(challanPaths.receipt(params.orderNumber, gstin.data));
  }
  if (form.get('intent') !== 'invoice-link') throw data(null, { status: 400 });
  const link = await unwrap(
    typedApi(context).GET('/api/consumer/api/v1/order/{orderNumber}/invoice-link', {
      params: { path: { orderNumber: params.orderNumber } },
    }),
  );
  return { invoiceLink: { ...link, url: `${new URL(request.url).origin}${link.url}` } };
}

/**
 * Why an order did not complete, as the API writes it (commerce: payment-settlement, order-view,
 * the sandbox bank) and the retry refusal of this page: translated when it is one of these, shown
 * as sent otherwise.
 */
const KNOWN_REASONS: readonly string[] = [
  msg('Payment failed'),
  msg('Payment declined by the sandbox bank'),
  msg('The payment was not completed in time'),
  msg('The amount paid did not match the order; it is being refunded'),
  msg('These items were already paid; your payment is being refunded'),
  msg('These challans were paid by someone else before your payment. Nothing was charged.'),
  msg('Replaced by a newer payment attempt'),
  msg('This order cannot be paid now. Please refresh the page.'),
];

/** One order: status, items, price breakup, receipt (paid orders), or the way to finish paying. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.loggedIn) {
    return (
      <LoginRequired
        title={t('My Orders')}
        reason="orders"
        text={t('Log in to see this order and its receipt.')}
      />
    );
  }
  const { order, justPaid, nextSteps, retryKey } = loaderData;
  const invoiceLink = actionData && 'invoiceLink' in actionData ? actionData.invoiceLink : null;
  const retryError = actionData && 'retryError' in actionData ? actionData.retryError : null;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Link to={challanPaths.myOrders()} className="text-sm font-semibold text-blue-700 underline">
        {t('Back to My Orders')}
      </Link>
      {justPaid ? (
        <section role="status" className="mt-4 rounded-xl border border-green-300 bg-green-50 p-5">
          <h2 className="text-lg font-bold text-green-900">{t('Payment successful')}</h2>
          <p className="mt-1 text-green-900">
            {t('We received {amount}. Your receipt is ready to download.', {
              amount: formatMoney(paise(order.priceBreakup.totalPaise)),
            })}
          </p>
        </section>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">
          {t('Order {orderNumber}', { orderNumber: order.orderNumber })}
        </h1>
        <PurchaseStatusBadge status={order.purchaseStatus} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('Placed {date}', { date: formatDateTime(order.createdAt) })}
        {order.paidAt ? ` · ${t('Paid {date}', { date: formatDateTime(order.paidAt) })}` : ''}
      </p>
      {order.failureReason && order.status !== 'PAID' ? (
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          {KNOWN_REASONS.includes(order.failureReason)
            ? t(order.failureReason)
            : order.failureReason}
          .
        </p>
      ) : null}
      {retryError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {KNOWN_REASONS.includes(retryError) ? t(retryError) : retryError}
        </p>
      ) : null}
      {order.canRetryPayment ? (
        <RetryPaymentForm
          orderNumber={order.orderNumber}
          idempotencyKey={retryKey}
          className="mt-4"
        />
      ) : null}
      {nextSteps.length > 0 ? (
        <section
          aria-labelledby="next-heading"
          className="mt-6 rounded-xl border border-slate-200 p-5"
        >
          <h2 id="next-heading" className="text-lg font-semibold text-ink">
            {t('What happens next')}
          </h2>
          <Timeline label={t('What happens next')} steps={nextSteps} />
        </section>
      ) : null}

      <section aria-labelledby="items-heading" className="mt-6">
        <h2 id="items-heading" className="text-lg font-semibold text-ink">
          {t('Items')}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {order.items.map((item) => (
            <li
              key={item.productUniqueIdentifier}
              className="flex flex-wrap justify-between gap-2 p-4"
            >
              <div>
                <p className="font-medium text-ink">{item.title}</p>
                <p className="text-sm text-slate-600">
                  {item.productType === 'challan'
                    ? t('Challan no. {number}', { number: item.productUniqueIdentifier })
                    : item.productUniqueIdentifier}
                  {typeof item.metadata.registrationNumber === 'string'
                    ? ` · ${item.metadata.registrationNumber}`
                    : ''}
                </p>
              </div>
              <span className="font-semibold text-ink">{formatMoney(paise(item.amountPaise))}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="payment-heading" className="mt-6 rounded-xl bg-slate-50 p-5">
        <h2 id="payment-heading" className="mb-3 text-lg font-semibold text-ink">
          {t('Payment')}
        </h2>
        <PriceBreakupTable
          breakup={order.priceBreakup}
          itemsLabel={order.productType === 'challan' ? msg('Challan amount') : msg('Amount')}
        />
      </section>

      <div className="mt-6 flex flex-wrap gap-3">
        {order.receiptAvailable ? (
          <a
            href={challanPaths.receipt(order.orderNumber)}
            download
            className={buttonClasses('primary')}
          >
            {t('Download receipt (PDF)')}
          </a>
        ) : null}
        {order.receiptAvailable ? <InvoiceLink link={invoiceLink} /> : null}
        {order.receiptAvailable ? (
          <GstReceiptForm
            error={actionData && 'gstReceipt' in actionData ? actionData.gstReceipt.error : null}
            value={actionData && 'gstReceipt' in actionData ? actionData.gstReceipt.value : ''}
          />
        ) : null}
        {order.receiptAvailable && order.productType === 'challan' ? (
          <Link
            to={`/reviews/write?kind=challan_order&ref=${encodeURIComponent(order.orderNumber)}`}
            className={buttonClasses('secondary')}
          >
            {t('Rate your experience')}
          </Link>
        ) : null}
        {order.payment ? (
          <a href={order.payment.checkoutUrl} className={buttonClasses('primary')}>
            {t('Complete payment')}
          </a>
        ) : null}
      </div>
    </main>
  );
}
