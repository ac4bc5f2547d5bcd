import type { PickupSlots, SaleClosing } from '@carsetu/contracts';
import type { ApiClient } from '../../lib/api-client.server';
import { saleClosingApi as closingApi } from './sale-closing-api';

/** The closing of an accepted sale and, while a pickup can be booked or moved, its slots. */
export async function loadSaleClosing(api: ApiClient, token: string) {
  const closing = (await api.get<{ data: SaleClosing }>(closingApi.closing(token))).data;
  const request = closing.purchaseRequest;
  const needsSlots =
    request?.status === 'initiated' && (!closing.pickup || closing.pickup.status === 'scheduled');
  const slots = needsSlots
    ? (await api.get<{ data: PickupSlots }>(closingApi.pickupSlots(token))).data
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
  api: ApiClient,
  token: string,
  intent: string,
  form: FormData,
) {
  switch (intent) {
    case 'confirm-sale':
      await api.post(closingApi.purchaseRequest(token), {
        acceptedPrice: Number(text(form, 'acceptedPrice')),
        pickupPreference: text(form, 'pickupPreference') || 'home',
        loanDeclared: text(form, 'loanDeclared') === 'true',
        consent: form.get('consent') === 'on',
      });
      return;
    case 'start-purchase':
      await api.post(closingApi.initiate(token));
      return;
    case 'book-pickup':
      await api.post(closingApi.pickup(token), {
        slotStart: text(form, 'slotStart'),
        address: text(form, 'address'),
        pincode: text(form, 'pincode'),
      });
      return;
    case 'reschedule-pickup':
      await api.post(closingApi.reschedulePickup(token), {
        slotStart: text(form, 'slotStart'),
        reason: text(form, 'reason'),
      });
      return;
    case 'cancel-pickup':
      await api.post(closingApi.cancelPickup(token), { reason: text(form, 'reason') });
      return;
    case 'cancel-sale':
      await api.post(closingApi.cancelSale(token), { reason: text(form, 'reason') });
      return;
    case 'retry-payment':
      await api.post(closingApi.payments(token), { kind: text(form, 'kind') });
      return;
  }
}
