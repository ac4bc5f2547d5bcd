import type {
  Appointment,
  SaleInspectionReport,
  SaleStatus,
  SellQuestionSet,
} from '@carsetu/contracts';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server';
import { saleApi } from '../staff/staff-api';

const rupeesOf = (value: FormDataEntryValue | null) =>
  Number(String(value ?? '').replace(/[,\s₹]/g, ''));

/** The seller's actions after the inspection, by form intent; null when done (the page reloads). */
export async function saleAction(api: ApiClient, token: string, intent: string, form: FormData) {
  switch (intent) {
    case 'accept-auction':
    case 'accept-offer':
    case 'accept-negotiation':
      await api.post(saleApi.action(token, 'accept'), { source: intent.slice('accept-'.length) });
      return null;
    case 'ask-price':
      await api.post(saleApi.action(token, 'self-nego/selected-price'), {
        selectedPrice: rupeesOf(form.get('selectedPrice')),
      });
      return null;
    case 'expected-price':
      await api.post(saleApi.action(token, 'expected-price'), {
        expectedPrice: rupeesOf(form.get('expectedPrice')),
      });
      return null;
    case 'stop-auction':
      await api.post(saleApi.action(token, 'stop-ocb'));
      return null;
    case 'restart-auction':
      await api.post(saleApi.action(token, 'restart-auction'));
      return null;
    case 'decline':
      await api.post(saleApi.action(token, 'decline'), {
        reason: String(form.get('reason') ?? '').trim() || 'No reason given',
      });
      return null;
    case 'save-answers': {
      const version = Number(form.get('version'));
      const answers: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (name.startsWith('q:') && String(value)) answers[name.slice(2)] = String(value);
      }
      await api.post(saleApi.saveAnswers(), { token, version, answers });
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
export async function loadSale(api: ApiClient, appointment: Appointment) {
  const token = appointment.token;
  const status = (await api.get<{ data: SaleStatus }>(saleApi.status(token))).data;
  const inspected = appointment.status === 'completed';
  const [report, questions] = await Promise.all([
    inspected
      ? api
          .get<{ data: SaleInspectionReport }>(saleApi.report(token))
          .then((response) => response.data)
      : Promise.resolve(null),
    appointment.status === 'scheduled' && appointment.isOwner
      ? api.get<{ data: SellQuestionSet }>(saleApi.questions()).then((response) => response.data)
      : Promise.resolve(null),
  ]);
  return { status, report, questions };
}
