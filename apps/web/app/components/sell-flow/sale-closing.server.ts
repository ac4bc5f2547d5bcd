import { unwrap, type TypedApi } from '../../lib/typed-api.server';

const APPOINTMENT = '/api/consumer/api/v1/appointment/token/{token}' as const;
const PICKUP = '/api/consumer/api/v1/token/{token}/pickup' as const;

/** The closing of an accepted sale and, while a pickup can be booked or moved, its slots. */
export async function loadSaleClosing(api: TypedApi, token: string) {
  const path = { token };
  const closing = (await unwrap(api.GET(`${APPOINTMENT}/closing`, { params: { path } }))).data;
  const request = closing.purchaseRequest;
  const needsSlots =
    request?.status === 'initiated' && (!closing.pickup || closing.pickup.status === 'scheduled');
  const slots = needsSlots
    ? (await unwrap(api.GET(`${PICKUP}/slots`, { params: { path } }))).data
    : null;
  return { closing, slots };
}

export const SALE_CLOSING_INTENTS = new Set([
  'confirm-sale',
  'start-purchase',
  'book-pickup',
  'reschedule-pickup',
  'cancel-pickup',
  'cancel-sale',
  'retry-payment',
]);

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** One API call per intent; every rule (and every error text) is the server's. */
export async function saleClosingAction(
  api: TypedApi,
  token: string,
  intent: string,
  form: FormData,
) {
  const path = { token };
  switch (intent) {
    case 'confirm-sale':
      await unwrap(
        api.POST('/api/consumer/api/v3/appointment/token/{token}/purchase-request', {
          params: { path },
          // The form's values as sent before: the API checks them and answers its 400.
          body: {
            acceptedPrice: Number(text(form, 'acceptedPrice')),
            pickupPreference: (text(form, 'pickupPreference') || 'home') as 'home' | 'branch',
            loanDeclared: (text(form, 'loanDeclared') === 'true') as true,
            consent: (form.get('consent') === 'on') as true,
          },
        }),
      );
      return;
    case 'start-purchase':
      await unwrap(
        api.POST(`${APPOINTMENT}/initiate-purchase-request-process`, { params: { path } }),
      );
      return;
    case 'book-pickup':
      await unwrap(
        api.POST(PICKUP, {
          params: { path },
          body: {
            slotStart: text(form, 'slotStart'),
            address: text(form, 'address'),
            pincode: text(form, 'pincode'),
          },
        }),
      );
      return;
    case 'reschedule-pickup':
      await unwrap(
        api.POST(`${PICKUP}/reschedule`, {
          params: { path },
          body: { slotStart: text(form, 'slotStart'), reason: text(form, 'reason') },
        }),
      );
      return;
    case 'cancel-pickup':
      await unwrap(
        api.POST(`${PICKUP}/cancel`, { params: { path }, body: { reason: text(form, 'reason') } }),
      );
      return;
    case 'cancel-sale':
      await unwrap(
        api.POST(`${APPOINTMENT}/purchase-request/cancel`, {
          params: { path },
          body: { reason: text(form, 'reason') },
        }),
      );
      return;
    case 'retry-payment':
      await unwrap(
        api.POST(`${APPOINTMENT}/payments`, {
          params: { path },
          // The form's value as sent before: the API checks it and answers its 400.
          body: { kind: text(form, 'kind') as 'token' | 'lender' | 'balance' },
        }),
      );
      return;
  }
}
