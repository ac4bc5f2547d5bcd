import { randomUUID } from 'node:crypto';
import { listingIdFromSlug } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { paths } from '../../lib/paths';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { retryPayment } from '../../components/purchase/index.server';

const INVENTORY = '/api/consumer/inventory/v1' as const;

export async function loadCheckout(context: AppLoadContext, slug: string) {
  const id = listingIdFromSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  const api = typedApi(context);
  try {
    const [{ data: car }, slots, mine] = await Promise.all([
      unwrap(api.GET(`${INVENTORY}/listings/{id}`, { params: { path: { id } } })),
      unwrap(
        api.GET(`${INVENTORY}/listings/{listingId}/test-drive-slots`, {
          params: { path: { listingId: id } },
        }),
      ),
      unwrap(api.GET(`${INVENTORY}/my-bookings`)).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }),
    ]);
    const myBooking =
      mine?.bookings.find(
        (booking) =>
          booking.listing.id === id &&
          (booking.status === 'reserved' || booking.status === 'pending_payment'),
      ) ?? null;
    // A fresh key per page view: a double click or a retried POST reserves once.
    return { car, slots, loggedIn: mine !== null, myBooking, idempotencyKey: randomUUID() };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export type CheckoutActionResult =
  | { loginRequired: true }
  | { error: string; fields?: Record<string, string> };

/** Test-drive booking, reservation and cancellation as plain form posts (they work without JavaScript). */
export async function checkoutAction(
  context: AppLoadContext,
  request: Request,
  slug: string,
): Promise<CheckoutActionResult | Response> {
  const id = listingIdFromSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const api = typedApi(context);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  try {
    switch (text('intent')) {
      case 'test-drive': {
        const mode = text('mode');
        const body =
          mode === 'hub'
            ? { mode: 'hub' as const, slotStart: text('slotStart'), hubId: Number(text('hubId')) }
            : {
                mode: 'home' as const,
                slotStart: text('slotStart'),
                address: text('address'),
                pincode: text('pincode'),
              };
        if (!body.slotStart)
          return { error: 'Please pick a slot.', fields: { slotStart: 'Please pick a slot.' } };
        await unwrap(
          api.POST(`${INVENTORY}/listings/{listingId}/test-drives`, {
            params: { path: { listingId: id } },
            body,
          }),
        );
        return redirect(`${paths.myBookings()}?booked=test-drive`);
      }
      case 'reserve': {
        const couponCode = text('couponCode').trim().toUpperCase();
        const result = await unwrap(
          api.POST(`${INVENTORY}/listings/{listingId}/bookings`, {
            params: {
              path: { listingId: id },
              query: couponCode ? { couponCode } : undefined,
              header: { 'idempotency-key': text('idempotencyKey') },
            },
          }),
        );
        return redirect(result.checkoutUrl ?? `${paths.myBookings()}?booked=car`);
      }
      case 'retry-payment': {
        const result = await retryPayment(context, text('orderNumber'), text('idempotencyKey'));
        return result instanceof Response ? result : { error: result.retryError };
      }
      case 'cancel-booking': {
        await unwrap(
          api.POST(`${INVENTORY}/bookings/{id}/cancel`, {
            params: { path: { id: text('bookingId') } },
          }),
        );
        return redirect(`${paths.myBookings()}?cancelled=booking`);
      }
      default:
        return { error: 'Something was missing from the form. Please try again.' };
    }
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 401) return { loginRequired: true };
      return { error: error.message, fields: error.fields };
    }
    throw error;
  }
}
