import type {
  Appointment,
  BankAccount,
  DocumentChecklist,
  KycView,
  LoanDetails,
  SellerDocument,
} from '@carsetu/contracts';
import { data } from 'react-router';
import { ApiRequestError, type ApiClient } from '../../lib/api-client.server';
import { bankFormProblems, rupeesFromInput, type ClosingIntent } from './closing-helpers';
import { closingApi } from './closing-api';

/** What the "Complete your sale" panels show; null unless the owner has accepted a price. */
export async function loadClosing(
  api: ApiClient,
  appointment: Appointment,
  acceptedPricePaise: number | null,
) {
  if (!appointment.isOwner || acceptedPricePaise === null) return null;
  const token = appointment.token;
  const [documents, checklist, bank, loan, kyc] = await Promise.all([
    api.get<{ data: SellerDocument[] }>(closingApi.documents(appointment.appointmentId)),
    api.post<{ data: DocumentChecklist }>(closingApi.checklist(token)),
    api.get<{ data: BankAccount }>(closingApi.bank(token)),
    api.get<{ data: LoanDetails }>(closingApi.loan(token)),
    api.get<{ data: KycView }>(closingApi.kyc(token)),
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
  api: ApiClient,
  token: string,
  intent: ClosingIntent,
  form: FormData,
) {
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
      await api.post(closingApi.bank(token), input);
    } else if (intent === 'kyc-verify') {
      await api.post(closingApi.kyc(token), {
        pan: text(form, 'pan'),
        aadhaarLast4: text(form, 'aadhaarLast4'),
        name: text(form, 'name'),
      });
    } else if (intent === 'credit-consent') {
      await api.post(closingApi.creditConsent(token), { consent: form.get('consent') === 'on' });
    } else if (intent === 'party-video') {
      await api.post(closingApi.partyVideo(token), { slotStart: text(form, 'slotStart') });
    } else if (intent === 'bank-mismatch-confirm') {
      await api.post(closingApi.bankMismatchConfirm(token));
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
      await api.post(
        closingApi.loan(token),
        hasLoan === 'no'
          ? { hasLoan: false }
          : {
              hasLoan: true,
              ...(text(form, 'lender') ? { lender: text(form, 'lender') } : {}),
              ...(outstanding ? { outstandingRupees: rupeesFromInput(outstanding) } : {}),
              ...(last4 ? { accountLast4: last4 } : {}),
            },
      );
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return refused(intent, error.message, error.fields ?? {}, error.status);
  }
  return null;
}
