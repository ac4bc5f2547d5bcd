import { createHash } from 'node:crypto';
import type { Cart, Order } from '@carsetu/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { loadFrameUser } from '../../components/auth/load-user.server';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';

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
    source: isMobile ? 'm-web' : 'web',
    deviceType: isMobile ? 'mobile' : 'desktop',
    // Android WebViews mark themselves with "; wv)" in the user agent.
    isWebView: /; wv\)/.test(userAgent),
    gaId: gaCookie ? decodeURIComponent(gaCookie) : undefined,
  };
}

/**
 * Pay: the cart's challans become exactly the selection, one order is created with an
 * idempotency key (page view + selection), and the browser goes to the gateway's checkout.
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

  const api = apiClient(context);
  const device = deviceOf(request);
  try {
    const cart = await api.get<Cart>('/api/consumer/api/v1/cart?productType=challan');
    for (const item of cart.items) {
      if (!selected.includes(item.productUniqueIdentifier)) {
        await api.delete(
          `/api/consumer/api/v1/cart/${encodeURIComponent(item.productUniqueIdentifier)}`,
        );
      }
    }
    await api.post<Cart>('/api/consumer/api/v1/cart', {
      items: selected.map((productUniqueIdentifier) => ({
        productType: 'challan',
        productUniqueIdentifier,
      })),
    });
    const couponCode = String(form.get('couponCode') ?? '')
      .trim()
      .toUpperCase();
    // The coupon is part of the request: a different coupon is a different order attempt.
    const key = `${pageKey}-${createHash('sha256')
      .update(`${selected.join(',')}|${couponCode}`)
      .digest('hex')
      .slice(0, 16)}`;
    const order = await api.post<Order>(
      '/api/consumer/api/v1/order?consent=true',
      {
        productType: 'challan',
        productUniqueIdentifiers: selected,
        deviceType: device.deviceType,
        gaId: device.gaId,
        isWebView: device.isWebView,
        whatsappConsent: form.get('whatsappConsent') === 'on',
        ...(couponCode ? { couponCode } : {}),
      },
      { 'idempotency-key': key, source: device.source },
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
