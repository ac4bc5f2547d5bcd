import { formatDateTime } from '@carsetu/contracts';
import { formatPhoneForDisplay } from '@carsetu/contracts';
import { Link, useSearchParams } from 'react-router';
import { AppointmentActions } from '../components/sell-flow';
import { AppointmentStatusBadge } from '../components/sell-flow';
import { appointmentAction, loadAppointmentPage } from '../components/sell-flow/index.server';
import { formatPriceRange } from '../components/sell-flow';
import { PriceBreakupCard } from '../components/sell-flow';
import { SaleClosingPanels } from '../components/sell-flow';
import { SaleClosing } from '../components/sell-flow';
import { SaleOfferPanel } from '../components/sell-flow';
import { SaleTimeline } from '../components/sell-flow';
import { SellerQuestions } from '../components/sell-flow';
import { paths } from '../lib/paths';
import { metaTranslator, msg, useT } from '../lib/i18n';
import { useKnownText } from '../components/sell-flow';
import type { Route } from './+types/used-car-valuation.appointment.$token';
import { PageMessages } from '../components/ui';

export const handle = { routeName: 'used-car-evaluation', pageType: 'used-car-evaluation' };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadAppointmentPage(context, request, params.token);
}
export async function action({ context, request, params }: Route.ActionArgs) {
  return appointmentAction(context, request, params.token);
}
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('Your inspection appointment | CarSetu') },
    { name: 'robots', content: 'noindex' },
  ];
};

const NOTICES: Record<string, string> = {
  booked: msg('Your free inspection is booked. We will send you a reminder the day before.'),
  reschedule: msg('Your inspection is moved to the new slot.'),
  cancel: msg('Your inspection is cancelled.'),
  'save-answers': msg('Thanks, your answers are saved. They help us prepare your inspection.'),
  'accept-auction': msg(
    'You accepted the best price. Our team will call you about the next steps.',
  ),
  'accept-offer': msg(
    'You accepted the CarSetu offer. Our team will call you about the next steps.',
  ),
  'accept-negotiation': msg(
    'You accepted the dealer’s price. Our team will call you about the next steps.',
  ),
  'ask-price': msg('We asked the best bidder for your price.'),
  'expected-price': msg('Dealers can now see the price you expect.'),
  'stop-auction': msg('The auction is stopped. The best bid stands for you to accept.'),
  'restart-auction': msg('A new auction round is live.'),
  decline: msg('You declined the offers. You can restart the auction within a week.'),
  'confirm-sale': msg('Thanks, your sale is confirmed.'),
  'start-purchase': msg('The purchase has started. Your token amount is on its way.'),
  'book-pickup': msg('Your pickup is booked. The runner will call you before coming.'),
  'reschedule-pickup': msg('Your pickup is moved to the new window.'),
  'cancel-pickup': msg('Your pickup is cancelled. Book another window when it suits you.'),
  'cancel-sale': msg('Your sale is cancelled. You keep your car.'),
  'retry-payment': msg('We sent the payment again.'),
};

/** Confirmation of a sell-car inspection: when, where, what to bring; reschedule and cancel. */
export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, breakup, slots, sale } = loaderData;
  const [params] = useSearchParams();
  const t = useT();
  const known = useKnownText();
  const noticeId = loaderData.booked ? NOTICES.booked : NOTICES[params.get('updated') ?? ''];
  const notice = noticeId ? t(noticeId) : undefined;
  const { car, place } = appointment;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <PageMessages
        notice={notice}
        error={actionData?.error ? known(actionData.error) : undefined}
        className="mb-4"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('Inspection appointment')}</h1>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {t('Appointment ID')}{' '}
        <span className="font-semibold text-ink">{appointment.appointmentId}</span>
      </p>

      <section
        aria-labelledby="appointment-details"
        className="mt-6 rounded-2xl border border-slate-200 p-5"
      >
        <h2 id="appointment-details" className="text-lg font-semibold text-ink">
          {car.year} {car.makeName} {car.modelName} {car.variantName}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('Registration number')}</dt>
            <dd className="font-semibold">{appointment.registrationNumber}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('Slot')}</dt>
            <dd className="font-semibold">{formatDateTime(appointment.slotStart)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('Place')}</dt>
            <dd className="font-semibold">
              {place.mode === 'home'
                ? t('At home: {address}, {pincode}', {
                    address: place.address ?? '',
                    pincode: place.pincode ?? '',
                  })
                : t('CarSetu branch: {name}, {address}', {
                    name: place.branch?.name ?? '',
                    address: place.branch?.address ?? '',
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('Mobile')}</dt>
            <dd className="font-semibold">{formatPhoneForDisplay(appointment.phone)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('Estimated price')}</dt>
            <dd className="font-semibold">
              {formatPriceRange(appointment.lowPaise, appointment.highPaise)}
            </dd>
          </div>
        </dl>
      </section>

      <div className="mt-6">
        <SaleTimeline timeline={sale.status.timeline} />
      </div>
      {sale.report && (
        <div className="mt-6 flex flex-col gap-6">
          <SaleOfferPanel
            token={appointment.token}
            price={sale.status.price}
            report={sale.report}
            isOwner={appointment.isOwner}
          />
        </div>
      )}
      {loaderData.closing &&
        sale.status.price.acceptedPricePaise !== null &&
        appointment.isOwner && (
          <div className="mt-6">
            <SaleClosingPanels
              closing={loaderData.closing}
              answer={actionData && 'closing' in actionData ? actionData.closing : null}
            />
          </div>
        )}
      {loaderData.saleClosing && sale.status.price.acceptedPricePaise !== null && (
        <div className="mt-6">
          <SaleClosing
            token={appointment.token}
            acceptedPricePaise={sale.status.price.acceptedPricePaise}
            closing={loaderData.saleClosing.closing}
            slots={loaderData.saleClosing.slots}
            defaultAddress={place.mode === 'home' ? place.address : null}
            defaultPincode={place.mode === 'home' ? place.pincode : null}
          />
        </div>
      )}
      {sale.questions && (
        <div className="mt-6">
          <SellerQuestions set={sale.questions} fields={actionData?.fields ?? {}} />
        </div>
      )}

      <section
        aria-labelledby="what-to-bring"
        className="mt-6 rounded-2xl border border-slate-200 p-5"
      >
        <h2 id="what-to-bring" className="text-lg font-semibold text-ink">
          {t('What to keep ready')}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-slate-700">
          {appointment.documents.map((document) => (
            <li key={document}>{known(document)}</li>
          ))}
        </ul>
      </section>

      <div className="mt-6">
        <PriceBreakupCard breakup={breakup} invalidInput={loaderData.expectedPriceInput} />
      </div>
      {slots && (
        <div className="mt-6">
          <AppointmentActions slots={slots} currentSlot={appointment.slotStart} />
        </div>
      )}
      {appointment.isOwner && (
        <Link
          to={paths.myAppointments()}
          className="mt-6 inline-block font-semibold text-blue-700 underline"
        >
          {t('All my appointments')}
        </Link>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
