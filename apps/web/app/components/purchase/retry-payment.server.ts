import { redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

/**
 * "Retry payment" as a plain form post: the server opens a new attempt on the same order and the
 * browser goes to its checkout. The key comes from the page, so a double submit retries once.
 */
export async function retryPayment(
  context: AppLoadContext,
  orderNumber: string,
  idempotencyKey: string,
): Promise<Response | { retryError: string }> {
  try {
    const order = await unwrap(
      typedApi(context).POST('/api/consumer/api/v1/order/{orderNumber}/retry', {
        params: { path: { orderNumber }, header: { 'idempotency-key': idempotencyKey } },
      }),
    );
    if (order.payment) return redirect(order.payment.checkoutUrl);
    return { retryError: 'This order cannot be paid now. Please refresh the page.' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 401)
      return { retryError: error.message };
    throw error;
  }
}
