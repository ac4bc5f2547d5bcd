import { formatDateTime, formatMoney, paise } from '@carsetu/contracts';
import { MUSIC_PARTNER_OFFER, type MyBookingsResponse } from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { LoginRequired } from '../../components/auth';
import { challanPaths } from '../../components/challans';
import { buttonClasses } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client.server';
import { metaTranslator, msg, useT, type Translate } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { MUSIC_OFFER_PATH } from '../../components/partners';
import { PurchaseStatusBadge } from '../../components/purchase';
import { RetryPaymentForm } from '../../components/purchase';
import { retryPayment } from '../../components/purchase/index.server';
import { Timeline } from '../../components/ui';
import type { Route } from './+types/route';
import { PageMessages } from '../../components/ui';

export const handle = { routeName: 'my-bookings', pageType: 'myBookings' };
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: t('My Bookings | CarSetu') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return {
      loggedIn: true,
      mine: await unwrap(typedApi(context).GET('/api/consumer/inventory/v1/my-bookings')),
      // One key per page view: a double click on "Retry payment" opens one attempt.
      retryKey: crypto.randomUUID(),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401)
      return { loggedIn: false, mine: null, retryKey: '' };
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'retry-payment') {
    const result = await retryPayment(
      context,
      String(form.get('orderNumber') ?? ''),
      String(form.get('idempotencyKey') ?? ''),
    );
    return result instanceof Response ? result : { error: result.retryError };
  }
  const id = String(form.get('testDriveId') ?? '');
  try {
    await unwrap(
      typedApi(context).POST('/api/consumer/inventory/v1/test-drives/{id}/cancel', {
        params: { path: { id } },
      }),
    );
    return { error: null };
  } catch (error) {
    if (error instanceof ApiRequestError) return { error: error.message };
    throw error;
  }
}

const testDrivePlace = (t: Translate, drive: MyBookingsResponse['testDrives'][number]) =>
  drive.mode === 'hub'
    ? drive.hub
      ? t('at {hub}', { hub: drive.hub.name })
      : t('at the hub')
    : t('at home, {pincode}', { pincode: drive.pincode ?? '' });

/** MUSIC_PARTNER_OFFER (contracts) marked for the catalog; shown only while the words match. */
const MUSIC_OFFER = msg('3 months of ad-free music, free, for your new car');

function BookingList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">{children}</ul>
    </section>
  );
}

/** One row of the page: the car (linking to its listing), a line about the booking, its status. */
function BookedCar({
  listing,
  detail,
  children,
}: {
  listing: { url: string; title: string };
  detail: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4">
      <div>
        <Link to={listing.url} className="font-semibold text-ink hover:underline">
          {listing.title}
        </Link>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      {children}
    </li>
  );
}

function StatusPill({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink">
      {children}
    </span>
  );
}
const NOTICES: Record<string, string> = {
  'test-drive': msg('Your test drive is booked. We will call you the day before.'),
  car: msg('Your car is reserved.'),
  booking: msg(
    'Your booking is cancelled. A paid token is refunded to the original payment method.',
  ),
};

/** My Bookings (route my-bookings): reservations and test drives with their status. */
export default function MyBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  if (!loaderData.loggedIn || !loaderData.mine) {
    return (
      <LoginRequired
        title={t('Log in to view your bookings')}
        reason="view-bookings"
        text={t('Your car reservations and test drives are listed here.')}
      />
    );
  }
  const { bookings, testDrives } = loaderData.mine;
  const noticeId = NOTICES[params.get('booked') ?? params.get('cancelled') ?? ''];
  const notice = noticeId ? t(noticeId) : undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t('My Bookings')}</h1>
      <PageMessages notice={notice} error={actionData?.error} />
      {bookings.length === 0 && testDrives.length === 0 && (
        <section className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('No bookings yet')}</h2>
          <p className="mt-2 text-slate-600">
            {t('Book a free test drive or reserve a car and it will show up here.')}
          </p>
          <Link to={paths.buyUsedCars()} className={buttonClasses('primary', 'mt-5')}>
            {t('Browse used cars')}
          </Link>
        </section>
      )}
      {bookings.length > 0 && (
        <BookingList id="reservations" title={t('Car reservations')}>
          {bookings.map((booking) => (
            <BookedCar
              key={booking.id}
              listing={booking.listing}
              detail={t('Token {amount} · booked {date}', {
                amount: formatMoney(paise(booking.tokenAmountPaise)),
                date: formatDateTime(booking.createdAt),
              })}
            >
              <PurchaseStatusBadge status={booking.purchaseStatus} />
              {booking.canRetryPayment && booking.paymentReference && (
                <RetryPaymentForm
                  orderNumber={booking.paymentReference}
                  idempotencyKey={loaderData.retryKey}
                />
              )}
              {booking.nextSteps.length > 0 && (
                <section
                  aria-labelledby={`next-${booking.id}`}
                  className="w-full rounded-xl bg-slate-50 p-4"
                >
                  <h3 id={`next-${booking.id}`} className="font-semibold text-ink">
                    {t('What happens next')}
                  </h3>
                  <Timeline
                    label={t('What happens next: {title}', { title: booking.listing.title })}
                    steps={booking.nextSteps}
                  />
                </section>
              )}
              {booking.paymentReference && (
                <Link
                  to={challanPaths.order(booking.paymentReference)}
                  className="text-sm font-semibold text-blue-700 underline"
                  aria-label={t('View order {reference}', { reference: booking.paymentReference })}
                >
                  {t('View order')}
                </Link>
              )}
              {booking.status === 'reserved' && (
                <Link
                  to={`/reviews/write?kind=car_booking&ref=${encodeURIComponent(booking.id)}`}
                  className="text-sm font-semibold text-blue-700 underline"
                >
                  {t('Rate your experience')}
                </Link>
              )}
            </BookedCar>
          ))}
        </BookingList>
      )}
      {bookings.some((booking) => booking.status === 'reserved') && (
        <p className="mt-4 rounded-xl bg-brand-50 p-4 text-slate-800">
          {t('Your reserved car comes with {offer}.', {
            offer: MUSIC_PARTNER_OFFER === MUSIC_OFFER ? t(MUSIC_OFFER) : MUSIC_PARTNER_OFFER,
          })}{' '}
          <a href={MUSIC_OFFER_PATH} className="font-semibold text-blue-700 underline">
            {t('Get the music offer')}
          </a>
        </p>
      )}
      {testDrives.length > 0 && (
        <BookingList id="test-drives" title={t('Test drives')}>
          {testDrives.map((drive) => (
            <BookedCar
              key={drive.id}
              listing={drive.listing}
              detail={`${formatDateTime(drive.slotStart)} · ${testDrivePlace(t, drive)}`}
            >
              <div className="flex items-center gap-2">
                <StatusPill>
                  {drive.status === 'scheduled' ? t('Scheduled') : t('Cancelled')}
                </StatusPill>
                {drive.status === 'scheduled' && (
                  <Form method="post">
                    <input type="hidden" name="testDriveId" value={drive.id} />
                    <button type="submit" className={buttonClasses('ghost', 'text-sm')}>
                      {t('Cancel')}
                    </button>
                  </Form>
                )}
              </div>
            </BookedCar>
          ))}
        </BookingList>
      )}
    </main>
  );
}
