import { formatMoney, paise } from '@carsetu/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../components/ui';
import { challanPaths } from '../../components/challans';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import type { Route } from './+types/route';
import { completeSandboxCheckout, loadSandboxCheckout } from './sandbox-checkout.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${t('Sandbox payment gateway')} | CarSetu` },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSandboxCheckout(context, params.gatewayOrderId);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return completeSandboxCheckout(context, params.gatewayOrderId, request);
}

const METHODS = [
  { value: 'upi', label: msg('UPI') },
  { value: 'card', label: msg('Credit or debit card') },
  { value: 'netbanking', label: msg('Net banking') },
] as const;

/**
 * The SANDBOX payment gateway's hosted checkout page: it stands in for Razorpay in development
 * and tests. No money moves; the payer chooses the outcome.
 */
export default function SandboxCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { gatewayOrder, merchantOrder, cancelUrl } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const alreadyPaid = gatewayOrder.status === 'paid';
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
      <div
        role="note"
        className="rounded-lg border-2 border-dashed border-purple-500 bg-purple-50 p-3 text-sm text-purple-900"
      >
        <strong>{t('Sandbox payment gateway.')}</strong>{' '}
        {t('This page stands in for the real payment gateway. No money is charged.')}
      </div>
      <section
        aria-labelledby="checkout-heading"
        className="mt-6 rounded-2xl border border-slate-200 p-6 shadow-sm"
      >
        <h1 id="checkout-heading" className="text-xl font-bold text-ink">
          {t('Pay {amount}', { amount: formatMoney(paise(gatewayOrder.amountPaise)) })}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('CarSetu order {orderNumber}', { orderNumber: gatewayOrder.receipt })}
          {merchantOrder
            ? ` · ${t('{count, plural, one {# item} other {# items}}', { count: merchantOrder.items.length })}`
            : ''}
        </p>
        {alreadyPaid ? (
          <div className="mt-6">
            <p role="status">{t('This order is already paid.')}</p>
            <Link
              to={challanPaths.order(gatewayOrder.receipt)}
              className={buttonClasses('primary', 'mt-4')}
            >
              {t('View order')}
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-5">
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t('Payment method')}</legend>
              <div className="mt-2 space-y-2">
                {METHODS.map((method, index) => (
                  <label
                    key={method.value}
                    className="flex items-center gap-3 rounded-lg border border-slate-300 p-3"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={method.value}
                      defaultChecked={index === 0}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {t(method.label)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-3">
              <button
                type="submit"
                name="outcome"
                value="success"
                disabled={busy}
                className={buttonClasses('primary', 'py-3')}
              >
                {t('Pay successfully')}
              </button>
              <button
                type="submit"
                name="outcome"
                value="failure"
                disabled={busy}
                className={buttonClasses('secondary', 'py-3')}
              >
                {t('Simulate a failed payment')}
              </button>
              <Link to={cancelUrl} className={buttonClasses('ghost', 'py-3')}>
                {t('Cancel and return to CarSetu')}
              </Link>
            </div>
          </Form>
        )}
      </section>
    </main>
  );
}
