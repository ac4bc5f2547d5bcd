import type { CancelReasonCode, RESCHEDULE_REASONS } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { sellFlowPaths } from './sell-flow-api';
import { SALE_CLOSING_INTENTS, loadSaleClosing, saleClosingAction } from './sale-closing.server';
import { loadSale, saleAction } from './sale.server';
import { isClosingIntent } from './closing-helpers';
import { closingAction, loadClosing } from './closing.server';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The confirmation page: the appointment, its price breakup, and slots when it can be moved. */
export async function loadAppointmentPage(
  context: AppLoadContext,
  request: Request,
  token: string,
) {
  if (!TOKEN.test(token)) throw data('Not Found', { status: 404 });
  const api = typedApi(context);
  const url = new URL(request.url);
  const raw = url.searchParams.get('expectedPrice')?.replace(/[,\s₹]/g, '') ?? '';
  const expectedPrice = /^[0-9]{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  let appointment;
  try {
    appointment = (
      await unwrap(
        api.GET('/api/consumer/api/v5/appointment/token/{token}', {
          params: { path: { token } },
        }),
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw data('Not Found', { status: 404 });
    throw error;
  }
  const [breakup, slots, sale] = await Promise.all([
    unwrap(
      api.GET('/api/consumer/api/v2/appointment/token/{token}/price/breakup', {
        params: { path: { token }, query: { expectedPrice } },
      }),
    ),
    appointment.isOwner && appointment.status === 'scheduled'
      ? unwrap(
          api.GET('/api/consumer/api/v1/appointment/token/{token}/pickup/slots', {
            params: { path: { token } },
          }),
        )
      : Promise.resolve(null),
    loadSale(api, appointment),
  ]);
  const accepted = sale.status.price.acceptedPricePaise !== null;
  // The documents, bank and loan panels, and the steps after them (confirm, pickup, payments).
  const [closing, saleClosing] = await Promise.all([
    loadClosing(api, appointment, sale.status.price.acceptedPricePaise),
    accepted && appointment.isOwner ? loadSaleClosing(api, token) : Promise.resolve(null),
  ]);
  return {
    appointment,
    saleClosing,
    breakup: breakup.data,
    slots: slots?.data ?? null,
    expectedPriceInput: raw && expectedPrice === undefined ? raw : null,
    booked: url.searchParams.has('booked'),
    sale,
    closing,
  };
}

/** cancel, reschedule, and the sale actions after the inspection (owner only; the API checks). */
export async function appointmentAction(context: AppLoadContext, request: Request, token: string) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = typedApi(context);
  try {
    const reasonCode = String(form.get('reasonCode') ?? '');
    if (intent === 'cancel') {
      if (!reasonCode)
        return data({ error: 'Pick a reason for cancelling', fields: {} }, { status: 400 });
      await unwrap(
        api.POST('/api/consumer/api/v1/appointment/token/{token}/cancel', {
          params: { path: { token } },
          // The form's value as sent before: the API checks the code and answers its 400.
          body: { reasonCode: reasonCode as CancelReasonCode },
        }),
      );
    } else if (intent === 'reschedule') {
      const slotStart = String(form.get('slotStart') ?? '');
      if (!slotStart)
        return data({ error: 'Please pick a new slot.', fields: {} }, { status: 400 });
      await unwrap(
        api.POST('/api/consumer/api/v1/appointment/token/{token}/reschedule', {
          params: { path: { token } },
          body: {
            slotStart,
            ...(reasonCode
              ? { reasonCode: reasonCode as (typeof RESCHEDULE_REASONS)[number]['code'] }
              : {}),
          },
        }),
      );
    } else if (isClosingIntent(intent)) {
      const answer = await closingAction(api, token, intent, form);
      if (answer) return answer;
      return redirect(`${sellFlowPaths.appointment(token)}?updated=${intent}#complete-sale`, 303);
    } else if (SALE_CLOSING_INTENTS.has(intent)) {
      await saleClosingAction(api, token, intent, form);
    } else {
      const sale = await saleAction(api, token, intent, form);
      if (sale) return sale;
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data({ error: error.message, fields: error.fields ?? {} }, { status: error.status });
  }
  return redirect(`${sellFlowPaths.appointment(token)}?updated=${intent}`, 303);
}
