import type { Order } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { challanPaths } from '../../components/challans';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

const METHODS = ['upi', 'card', 'netbanking'] as const;

const regNoOf = (order: Order | null) => {
  const value = order?.items[0]?.metadata.registrationNumber;
  return typeof value === 'string' ? value : undefined;
};

/** Where the payer returns without paying (abandon) or after a failed attempt. */
export function returnUrl(order: Order | null, payment: 'failed' | 'cancelled') {
  if (order && order.productType !== 'challan') return challanPaths.order(order.orderNumber);
  return challanPaths.lookup(regNoOf(order), payment);
}

export async function loadSandboxCheckout(context: AppLoadContext, gatewayOrderId: string) {
  const api = typedApi(context);
  let gatewayOrder;
  try {
    gatewayOrder = await unwrap(
      api.GET('/api/sandbox-gateway/v1/checkout/{gatewayOrderId}', {
        params: { path: { gatewayOrderId } },
      }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw data({ message: 'No such payment' }, { status: 404 });
    }
    throw error;
  }
  const merchantOrder = await unwrap(
    api.GET('/api/consumer/api/v1/order/by-number/{orderNumber}', {
      params: { path: { orderNumber: gatewayOrder.receipt } },
    }),
  ).catch(() => null);
  return {
    gatewayOrder,
    merchantOrder,
    cancelUrl: returnUrl(merchantOrder, 'cancelled'),
  };
}

/** The payer's choice: the sandbox records it, then the merchant verifies the signed result. */
export async function completeSandboxCheckout(
  context: AppLoadContext,
  gatewayOrderId: string,
  request: Request,
) {
  const form = await request.formData();
  const outcome = form.get('outcome') === 'failure' ? 'failure' : 'success';
  const method = String(form.get('method') ?? 'upi');
  const api = typedApi(context);
  // An order voided meanwhile (someone else paid these challans first) is never charged.
  const { merchantOrder } = await loadSandboxCheckout(context, gatewayOrderId);
  if (merchantOrder && merchantOrder.status !== 'PAYMENT_PENDING') {
    return redirect(challanPaths.order(merchantOrder.orderNumber));
  }
  const { callback } = await unwrap(
    api.POST('/api/sandbox-gateway/v1/checkout/{gatewayOrderId}/complete', {
      params: { path: { gatewayOrderId } },
      body: { outcome, method: METHODS.find((known) => known === method) ?? 'upi' },
    }),
  );
  const order = await unwrap(
    api.POST('/api/consumer/api/v1/payment/verify', {
      body: callback.kind === 'success' ? callback.result : { error: callback.error },
    }),
  );
  if (order.status === 'PAID') return redirect(challanPaths.order(order.orderNumber, 'success'));
  if (order.status === 'PAYMENT_FAILED') return redirect(returnUrl(order, 'failed'));
  return redirect(challanPaths.order(order.orderNumber));
}
