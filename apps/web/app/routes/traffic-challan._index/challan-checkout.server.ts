import { createHash } from 'node:crypto';
import { redirect, type AppLoadContext } from 'react-router';
import { loadFrameUser } from '../../components/auth/index.server';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export interface CheckoutActionResult {
  formError: string;
  needsLogin?: boolean;
}

/** Device fields the challan order call carries (spec §6, §7), from the page request. */
function deviceOf(request: Request) {
  const userAgent = request.headers.get('user-agent') ?? '';
  const isMobile = /Mobi|Android|iPhone/i.test(userAgent);
  const gaCookie = /(?:^|;\s*)_ga=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return {
    source: isMobile ? ('m-web' as const) : ('web' as const),
    deviceType: isMobile ? 'mobile' : 'desktop',
    // Android WebViews mark themselves with "; wv)" in the user agent.
    isWebView: /; wv\)/.test(userAgent),
    gaId: gaCookie ? decodeURIComponent(gaCookie) : undefined,
  };
}

/**
 * Pay: one server call turns the selection into an order with an idempotency key (page view +
 * selection + coupon), and the browser goes to the gateway's checkout.
 */
export async function checkoutChallans(
  context: AppLoadContext,
  request: Request,
): Promise<CheckoutActionResult | Response> {
  const form = await request.formData();
  const selected = [...new Set(form.getAll('challan').map(String))].sort();
  const pageKey = String(form.get('checkoutKey') ?? '');
  if (selected.length === 0) return { formError: 'Select at least one pending challan to pay.' };
  if (!(await loadFrameUser(context)))
    return { formError: 'Please log in to pay your challans.', needsLogin: true };

  const api = typedApi(context);
  const device = deviceOf(request);
  const couponCode = String(form.get('couponCode') ?? '')
    .trim()
    .toUpperCase();
  // The coupon is part of the request: a different coupon is a different order attempt.
  const key = `${pageKey}-${createHash('sha256')
    .update(`${selected.join(',')}|${couponCode}`)
    .digest('hex')
    .slice(0, 16)}`;
  try {
    // One call: the server makes the cart exactly this selection, creates the order and starts
    // the payment in one transaction (decision 0132).
    const order = await unwrap(
      api.POST('/api/consumer/api/v1/order/challan-checkout', {
        params: {
          query: { consent: 'true' },
          header: { 'idempotency-key': key, source: device.source },
        },
        body: {
          challanNumbers: selected,
          deviceType: device.deviceType,
          gaId: device.gaId,
          isWebView: device.isWebView,
          whatsappConsent: form.get('whatsappConsent') === 'on',
          ...(couponCode ? { couponCode } : {}),
        },
      }),
    );
    if (!order.payment)
      return {
        formError: 'This payment was already completed or closed. Search again to continue.',
      };
    return redirect(order.payment.checkoutUrl);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return { formError: error.message, needsLogin: error.status === 401 };
    }
    throw error;
  }
}
