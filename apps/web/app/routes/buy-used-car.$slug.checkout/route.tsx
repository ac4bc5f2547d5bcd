import { formatMoney, paise } from '@carsetu/contracts';
import { BOOKING_PAYMENT_HOLD_MINUTES, BOOKING_TOKEN_AMOUNT_PAISE } from '@carsetu/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useLogin } from '../../components/auth';
import { buttonClasses } from '../../components/ui';
import { metaTranslator, msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { PurchaseStatusBadge } from '../../components/purchase';
import { RetryPaymentForm } from '../../components/purchase';
import type { Route } from './+types/route';
import { checkoutAction, loadCheckout } from './checkout.server';

export const handle = { routeName: 'car-details-checkout', pageType: 'car-details-checkout' };

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCheckout(context, params.slug);
}
export async function action({ context, request, params }: Route.ActionArgs) {
  return checkoutAction(context, request, params.slug);
}
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    {
      title: data
        ? t('Test drive and reserve: {title} | CarSetu', { title: data.car.title })
        : t('Car not found | CarSetu'),
    },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The fixed messages this page's own action can answer with (an API's message shows as sent). */
const FORM_MESSAGES = new Set([
  msg('Please pick a slot.'),
  msg('Something was missing from the form. Please try again.'),
  msg('This order cannot be paid now. Please refresh the page.'),
]);

type CheckoutStep = 'test-drive' | 'reserve';

/** Brings a step's heading into view and focus (its id is the step's name). */
function focusStep(step: CheckoutStep) {
  const heading = document.getElementById(step);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** car-details-checkout: choose a home or hub test drive and a slot, or reserve with a refundable token. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { car, slots, loggedIn, myBooking, idempotencyKey } = loaderData;
  const t = useT();
  const shown = (message: string) => (FORM_MESSAGES.has(message) ? t(message) : message);
  const { requireLogin } = useLogin();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [mode, setMode] = useState<'home' | 'hub'>(slots.hubs.length > 0 ? 'hub' : 'home');
  const needsLogin = !loggedIn || (actionData !== undefined && 'loginRequired' in actionData);
  const error = actionData && 'error' in actionData ? actionData : null;

  // The car page links here with ?step=test-drive or ?step=reserve: after login the visitor
  // lands on that step (decision 0155).
  const [searchParams] = useSearchParams();
  const step: CheckoutStep = searchParams.get('step') === 'reserve' ? 'reserve' : 'test-drive';
  const logIn = useCallback(
    () => requireLogin('book-test-drive', () => focusStep(step), { intent: step }),
    [requireLogin, step],
  );

  useEffect(() => {
    if (actionData && 'loginRequired' in actionData) logIn();
  }, [actionData, logIn]);

  const radio = 'peer sr-only';
  const chip =
    'block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-center text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400 peer-disabled:line-through';
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
      <Link to={car.url} className="text-sm font-semibold text-blue-700 underline">
        {t('Back to the car')}
      </Link>
      <div className="mt-3 flex items-center gap-4">
        <img
          src={car.imageUrl}
          alt=""
          width={160}
          height={100}
          className="hidden w-40 rounded-xl bg-slate-100 sm:block"
        />
        <div>
          <h1 className="text-2xl font-bold text-ink">{car.title}</h1>
          <p className="text-slate-600">
            {formatMoney(paise(car.pricePaise), 'compact')} · {car.city.name}
          </p>
        </div>
      </div>

      {needsLogin && (
        <section className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-lg font-semibold text-ink">
            {t('Log in to book a test drive or reserve this car')}
          </h2>
          <p className="mt-1 text-slate-700">{t('We send your booking details to your phone.')}</p>
          <button type="button" className={buttonClasses('primary', 'mt-3')} onClick={logIn}>
            {t('LOG IN/SIGN UP')}
          </button>
        </section>
      )}
      {error && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          {shown(error.error)}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="test-drive" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="test-drive" tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink">
            {t('Book a free test drive')}
          </h2>
          <Form method="post" className="mt-4 flex flex-col gap-5">
            <input type="hidden" name="intent" value="test-drive" />
            <fieldset>
              <legend className="mb-2 font-semibold text-ink">{t('Where')}</legend>
              <div className="grid grid-cols-2 gap-2">
                <label>
                  <input
                    type="radio"
                    name="mode"
                    value="home"
                    checked={mode === 'home'}
                    onChange={() => setMode('home')}
                    className={radio}
                  />
                  <span className={chip}>{t('At my home')}</span>
                </label>
                <label>
                  <input
                    type="radio"
                    name="mode"
                    value="hub"
                    checked={mode === 'hub'}
                    onChange={() => setMode('hub')}
                    disabled={slots.hubs.length === 0}
                    className={radio}
                  />
                  <span className={chip}>{t('At the CarSetu hub')}</span>
                </label>
              </div>
            </fieldset>
            {mode === 'hub' ? (
              <fieldset>
                <legend className="mb-2 font-semibold text-ink">{t('Hub')}</legend>
                {slots.hubs.map((hub, index) => (
                  <label key={hub.id} className="flex items-start gap-2 py-1 text-sm">
                    <input
                      type="radio"
                      name="hubId"
                      value={hub.id}
                      defaultChecked={index === 0}
                      className="mt-1 accent-brand-700"
                    />
                    <span>
                      <strong>{hub.name}</strong>
                      <span className="block text-slate-600">
                        {hub.address}, {hub.pincode}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('Address')}
                  <input
                    name="address"
                    required
                    minLength={10}
                    maxLength={300}
                    autoComplete="street-address"
                    className="rounded-lg border border-slate-300 px-3 py-2 text-base"
                    aria-invalid={error?.fields?.address ? true : undefined}
                  />
                  {error?.fields?.address && (
                    <span className="text-red-700">{shown(error.fields.address)}</span>
                  )}
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('Pincode')}
                  <input
                    name="pincode"
                    required
                    inputMode="numeric"
                    pattern="[1-9][0-9]{5}"
                    maxLength={6}
                    autoComplete="postal-code"
                    className="rounded-lg border border-slate-300 px-3 py-2 text-base"
                    aria-invalid={error?.fields?.pincode ? true : undefined}
                  />
                  {error?.fields?.pincode && (
                    <span className="text-red-700">{shown(error.fields.pincode)}</span>
                  )}
                </label>
              </div>
            )}
            <fieldset>
              <legend className="mb-2 font-semibold text-ink">{t('When')}</legend>
              <div className="flex flex-col gap-4">
                {slots.data.map((day) => (
                  <div key={day.date} role="group" aria-label={day.label}>
                    <p className="mb-1 text-sm font-semibold text-slate-700">{day.label}</p>
                    <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                      {day.slots.map((slot) => (
                        <label key={slot.start}>
                          <input
                            type="radio"
                            name="slotStart"
                            value={slot.start}
                            disabled={!slot.available}
                            required
                            className={radio}
                            aria-label={`${day.label} ${slot.label}`}
                          />
                          <span className={chip}>{slot.label}</span>
                        </label>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={buttonClasses('primary')} disabled={busy}>
              {busy && navigation.formData?.get('intent') === 'test-drive'
                ? t('Booking…')
                : t('Book test drive')}
            </button>
          </Form>
        </section>

        <section
          aria-labelledby="reserve"
          className="self-start rounded-2xl border border-slate-200 p-5"
        >
          <h2 id="reserve" tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink">
            {t('Reserve this car')}
          </h2>
          {myBooking ? (
            <div className="mt-3">
              <p className="text-slate-700">
                {t('Your booking:')} <PurchaseStatusBadge status={myBooking.purchaseStatus} />
              </p>
              {myBooking.canRetryPayment && myBooking.paymentReference ? (
                <RetryPaymentForm
                  orderNumber={myBooking.paymentReference}
                  idempotencyKey={idempotencyKey}
                  className="mt-3"
                />
              ) : null}
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="cancel-booking" />
                <input type="hidden" name="bookingId" value={myBooking.id} />
                <button
                  type="submit"
                  className={buttonClasses('secondary', 'w-full')}
                  disabled={busy}
                >
                  {myBooking.status === 'reserved'
                    ? t('Cancel booking and refund')
                    : t('Cancel booking')}
                </button>
              </Form>
            </div>
          ) : car.status !== 'available' ? (
            <p className="mt-3 text-slate-700">{t('Another buyer has reserved this car.')}</p>
          ) : (
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <p className="text-slate-700">
                {t('Pay a fully refundable token of')}{' '}
                <strong>{formatMoney(paise(BOOKING_TOKEN_AMOUNT_PAISE))}</strong>{' '}
                {t(
                  'and the car is held for you alone. Cancel any time before the purchase for a full refund.',
                )}
              </p>
              <p className="text-sm text-slate-600">
                {t('Complete the payment within {minutes} minutes to keep the hold.', {
                  minutes: BOOKING_PAYMENT_HOLD_MINUTES,
                })}
              </p>
              <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                {t('Coupon code (optional)')}
                <input
                  type="text"
                  name="couponCode"
                  autoComplete="off"
                  maxLength={20}
                  aria-describedby="reserve-coupon-hint"
                  className="rounded-lg border border-slate-400 px-3 py-2 font-normal uppercase"
                />
                <span id="reserve-coupon-hint" className="text-xs font-normal text-slate-600">
                  {t('A coupon you opted into on your')}{' '}
                  <Link to={paths.rewards()} className="text-blue-700 underline">
                    {t('Rewards')}
                  </Link>{' '}
                  {t('page comes off the token; the payment page shows the amount.')}
                </span>
              </label>
              <input type="hidden" name="intent" value="reserve" />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <button type="submit" className={buttonClasses('primary')} disabled={busy}>
                {busy && navigation.formData?.get('intent') === 'reserve'
                  ? t('Reserving…')
                  : t('Reserve for {amount}', {
                      amount: formatMoney(paise(BOOKING_TOKEN_AMOUNT_PAISE)),
                    })}
              </button>
            </Form>
          )}
        </section>
      </div>
    </main>
  );
}
