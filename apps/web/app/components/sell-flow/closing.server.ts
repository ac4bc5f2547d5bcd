import type { Appointment } from '@carsetu/contracts';
import { data } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { unwrap, type TypedApi } from '../../lib/typed-api.server';
import { bankFormProblems, rupeesFromInput, type ClosingIntent } from './closing-helpers';

const TOKEN = '/api/consumer/api/v1/appointment/token/{token}' as const;

/** What the "Complete your sale" panels show; null unless the owner has accepted a price. */
export async function loadClosing(
  api: TypedApi,
  appointment: Appointment,
  acceptedPricePaise: number | null,
) {
  if (!appointment.isOwner || acceptedPricePaise === null) return null;
  const token = appointment.token;
  const path = { token };
  const [documents, checklist, bank, loan, kyc] = await Promise.all([
    unwrap(
      api.GET('/api/consumer/api/v2/seller/documents', {
        params: { query: { appointmentId: appointment.appointmentId } },
      }),
    ),
    unwrap(api.POST(`${TOKEN}/document/upload/verify`, { params: { path } })),
    unwrap(api.GET(`${TOKEN}/bank-verify`, { params: { path } })),
    unwrap(api.GET(`${TOKEN}/loan-details`, { params: { path } })),
    unwrap(api.GET(`${TOKEN}/kyc`, { params: { path } })),
  ]);
  return {
    appointmentId: appointment.appointmentId,
    documents: documents.data,
    checklist: checklist.data,
    bank: bank.data,
    loan: loan.data,
    kyc: kyc.data,
  };
}
export type ClosingData = NonNullable<Awaited<ReturnType<typeof loadClosing>>>;

/** A panel's refusal: shown in that panel (the page's own alert stays empty: error is null). */
const refused = (
  intent: ClosingIntent,
  message: string,
  fields: Record<string, string>,
  status: number,
) => data({ error: null, fields, closing: { intent, message, fields } }, { status });

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The closing panels' form posts; null when done (the page redirects and reloads). */
export async function closingAction(
  api: TypedApi,
  token: string,
  intent: ClosingIntent,
  form: FormData,
) {
  const path = { token };
  try {
    if (intent === 'bank-verify') {
      const input = {
        accountHolderName: text(form, 'accountHolderName'),
        accountNumber: text(form, 'accountNumber').replace(/\s/g, ''),
        ifsc: text(form, 'ifsc'),
      };
      const problems = bankFormProblems({
        accountNumber: input.accountNumber,
        confirmAccountNumber: text(form, 'confirmAccountNumber'),
      });
      if (problems.confirmAccountNumber)
        return refused(intent, problems.confirmAccountNumber, problems, 400);
      await unwrap(api.POST(`${TOKEN}/bank-verify`, { params: { path }, body: input }));
    } else if (intent === 'kyc-verify') {
      await unwrap(
        api.POST(`${TOKEN}/kyc`, {
          params: { path },
          body: {
            pan: text(form, 'pan'),
            aadhaarLast4: text(form, 'aadhaarLast4'),
            name: text(form, 'name'),
          },
        }),
      );
    } else if (intent === 'credit-consent') {
      await unwrap(
        api.POST(`${TOKEN}/credit-report-consent`, {
          params: { path },
          // false is sent as before: the API refuses it with its own message.
          body: { consent: (form.get('consent') === 'on') as true },
        }),
      );
    } else if (intent === 'party-video') {
      await unwrap(
        api.POST(`${TOKEN}/party-video`, {
          params: { path },
          body: { slotStart: text(form, 'slotStart') },
        }),
      );
    } else if (intent === 'bank-mismatch-confirm') {
      await unwrap(api.POST(`${TOKEN}/bank-verify/mismatch-confirm`, { params: { path } }));
    } else {
      const hasLoan = text(form, 'hasLoan');
      if (hasLoan !== 'yes' && hasLoan !== 'no')
        return refused(
          intent,
          'Tell us whether there is a loan on the car',
          { hasLoan: 'Tell us whether there is a loan on the car' },
          400,
        );
      const outstanding = text(form, 'outstandingRupees');
      const last4 = text(form, 'accountLast4');
      await unwrap(
        api.POST(`${TOKEN}/loan-details`, {
          params: { path },
          body:
            hasLoan === 'no'
              ? { hasLoan: false }
              : {
                  hasLoan: true,
                  ...(text(form, 'lender') ? { lender: text(form, 'lender') } : {}),
                  ...(outstanding ? { outstandingRupees: rupeesFromInput(outstanding) } : {}),
                  ...(last4 ? { accountLast4: last4 } : {}),
                },
        }),
      );
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return refused(intent, error.message, error.fields ?? {}, error.status);
  }
  return null;
}
