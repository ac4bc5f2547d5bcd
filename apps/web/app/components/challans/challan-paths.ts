/** Links of the challan and order pages (docs/decisions/0040-challan-and-order-urls.md). */
export const challanPaths = {
  lookup: (regNo?: string, payment?: 'failed' | 'cancelled') => {
    const query = new URLSearchParams();
    if (regNo) query.set('regNo', regNo);
    if (payment) query.set('payment', payment);
    const text = query.toString();
    return `/traffic-challan/${text ? `?${text}` : ''}`;
  },
  state: (stateSlug: string) => `/traffic-challan/${stateSlug}/`,
  city: (stateSlug: string, citySlug: string) => `/traffic-challan/${stateSlug}/${citySlug}/`,
  myOrders: () => '/my-orders',
  order: (orderNumber: string, payment?: 'success') =>
    `/my-orders/${encodeURIComponent(orderNumber)}${payment ? `?payment=${payment}` : ''}`,
  receipt: (orderNumber: string, gstin?: string) =>
    `/api/consumer/api/v1/order/${encodeURIComponent(orderNumber)}/receipt${gstin ? `?gstin=${encodeURIComponent(gstin)}` : ''}`,
};
