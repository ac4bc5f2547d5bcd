import type { Appointment } from '@carsetu/contracts';
import { data } from 'react-router';
import { unwrap, type TypedApi } from '../../lib/typed-api.server';

const TOKEN = '/api/consumer/api/v1/appointment/token/{token}' as const;

const rupeesOf = (value: FormDataEntryValue | null) =>
  Number(String(value ?? '').replace(/[,\s₹]/g, ''));

/** The seller's actions after the inspection, by form intent; null when done (the page reloads). */
export async function saleAction(api: TypedApi, token: string, intent: string, form: FormData) {
  const path = { token };
  switch (intent) {
    case 'accept-auction':
    case 'accept-offer':
    case 'accept-negotiation':
      await unwrap(
        api.POST(`${TOKEN}/accept`, {
          params: { path },
          // One of the three case labels above, without its 'accept-'.
          body: { source: intent.slice('accept-'.length) as 'auction' | 'offer' | 'negotiation' },
        }),
      );
      return null;
    case 'ask-price':
      await unwrap(
        api.POST(`${TOKEN}/self-nego/selected-price`, {
          params: { path },
          body: { selectedPrice: rupeesOf(form.get('selectedPrice')) },
        }),
      );
      return null;
    case 'expected-price':
      await unwrap(
        api.POST(`${TOKEN}/expected-price`, {
          params: { path },
          body: { expectedPrice: rupeesOf(form.get('expectedPrice')) },
        }),
      );
      return null;
    case 'stop-auction':
      await unwrap(api.POST(`${TOKEN}/stop-ocb`, { params: { path } }));
      return null;
    case 'restart-auction':
      await unwrap(api.POST(`${TOKEN}/restart-auction`, { params: { path } }));
      return null;
    case 'decline':
      await unwrap(
        api.POST(`${TOKEN}/decline`, {
          params: { path },
          body: { reason: String(form.get('reason') ?? '').trim() || 'No reason given' },
        }),
      );
      return null;
    case 'save-answers': {
      const version = Number(form.get('version'));
      const answers: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (name.startsWith('q:') && String(value)) answers[name.slice(2)] = String(value);
      }
      await unwrap(
        api.POST('/api/vehicle/appointment/question/save', { body: { token, version, answers } }),
      );
      return null;
    }
    default:
      return data(
        { error: 'Unknown action.', fields: {} as Record<string, string> },
        { status: 400 },
      );
  }
}

/** What the appointment page shows beyond the booking: timeline, prices, report, questions. */
export async function loadSale(api: TypedApi, appointment: Appointment) {
  const path = { token: appointment.token };
  const status = (await unwrap(api.GET(`${TOKEN}/login-data`, { params: { path } }))).data;
  const inspected = appointment.status === 'completed';
  const [report, questions] = await Promise.all([
    inspected
      ? unwrap(api.GET(`${TOKEN}/inspection-data`, { params: { path } })).then(
          (response) => response.data,
        )
      : Promise.resolve(null),
    appointment.status === 'scheduled' && appointment.isOwner
      ? unwrap(api.GET('/api/vehicle/sell-online-question')).then((response) => response.data)
      : Promise.resolve(null),
  ]);
  return { status, report, questions };
}
