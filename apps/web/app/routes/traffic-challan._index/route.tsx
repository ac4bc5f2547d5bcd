import { data, useActionData } from 'react-router';
import { formatDate } from '@carsetu/contracts';
import { ChallanSearchForm } from '../../components/challans';
import { ChallanSelection } from '../../components/challans';
import { safeBlock } from '../../components/challans';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import type { Route } from './+types/route';
import { StateList } from '../../components/challans';
import { checkoutChallans } from './challan-checkout.server';
import { loadMyChallans, loadStateLinks } from './challan-lookup.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${t('Check and pay traffic challans online')} | CarSetu` },
    {
      name: 'description',
      content: t(
        'Enter your vehicle number to see every traffic e-challan, select the pending ones and pay online with a receipt.',
      ),
    },
  ];
};

/** The loader decides caching: private for a lookup, short public caching for state pages. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [state, states] = await Promise.all([
    loadMyChallans(context, url.searchParams.get('regNo')),
    loadStateLinks(context),
  ]);
  const payment = url.searchParams.get('payment');
  return data(
    {
      ...state,
      states,
      payment:
        payment === 'failed' || payment === 'cancelled'
          ? (payment as 'failed' | 'cancelled')
          : null,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  return checkoutChallans(context, request);
}

const PAYMENT_MESSAGES = {
  failed: msg(
    'Your payment did not go through. Nothing was charged, and your challans are still selected: you can try again.',
  ),
  cancelled: msg(
    'You left the payment page before paying. Your challans are still here whenever you are ready.',
  ),
};

/** /traffic-challan/: look up a vehicle's challans, select pending ones and pay. */
export default function TrafficChallanPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const state = loaderData;
  const vehicle = state.registrationDetails;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <section aria-labelledby="challan-heading" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
        <h1 id="challan-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('Check and pay traffic challans')}
        </h1>
        <p className="mt-2 text-slate-700">
          {t('See every e-challan on your vehicle and pay the pending ones in one go.')}
        </p>
        {state.banner ? (
          <p className="mt-3 text-sm text-slate-700">
            <strong className="text-ink">{state.banner.title}.</strong> {state.banner.body}
          </p>
        ) : null}
        <div className="mt-5 max-w-2xl">
          <ChallanSearchForm
            defaultValue={state.regNo}
            error={state.isError ? state.errorMessage : null}
            headingId="challan-heading"
          />
        </div>
      </section>

      {state.payment ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          {t(PAYMENT_MESSAGES[state.payment])}
        </p>
      ) : null}

      {vehicle
        ? safeBlock('vehicle', () => (
            <section
              aria-labelledby="vehicle-heading"
              className="mt-8 rounded-xl border border-slate-200 p-5"
            >
              <h2 id="vehicle-heading" className="text-lg font-semibold text-ink">
                {vehicle.make} {vehicle.model}
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">{t('Registration')}</dt>
                  <dd className="font-medium text-ink">{vehicle.registrationNumber}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('Fuel')}</dt>
                  <dd className="font-medium text-ink">{vehicle.fuelType}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('Registered on')}</dt>
                  <dd className="font-medium text-ink">{formatDate(vehicle.registrationDate)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('Owner')}</dt>
                  <dd className="font-medium text-ink">
                    {vehicle.ownerName} · {state.maskedPhone}
                  </dd>
                </div>
              </dl>
              {vehicle.source === 'sandbox' ? (
                <p className="mt-3 text-xs text-slate-500">
                  {t(
                    'Sandbox data: the government registry and e-challan system are not connected in this environment.',
                  )}
                </p>
              ) : null}
            </section>
          ))
        : null}

      {vehicle && !state.isError ? (
        <section aria-label={t('Challans')} className="mt-8">
          {state.challanDetails.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-lg font-semibold text-ink">
                {t('No challans on {regNo}', { regNo: state.regNo })}
              </h2>
              <p className="mt-2 text-slate-600">
                {t('Good driving! There is nothing to pay on this vehicle right now.')}
              </p>
            </div>
          ) : (
            <ChallanSelection
              // Not keyed by the checkout key: logging in revalidates this loader (a new key), and
              // the selection must stay mounted so the login can resume its submit.
              key={`${state.regNo}:${state.challanDetails
                .map((challan) => `${challan.challanNumber}-${challan.status}`)
                .join()}`}
              challans={state.challanDetails}
              checkoutKey={state.checkoutKey}
              regNo={state.regNo}
              formError={actionData && 'formError' in actionData ? actionData.formError : null}
              needsLogin={actionData && 'needsLogin' in actionData ? actionData.needsLogin : false}
            />
          )}
        </section>
      ) : null}

      {state.states.length > 0 ? (
        <section aria-labelledby="states-heading" className="mt-10">
          <h2 id="states-heading" className="text-xl font-bold text-ink">
            {t('e-Challan by state')}
          </h2>
          <StateList states={state.states} headingId="states-heading" />
        </section>
      ) : null}
    </main>
  );
}
