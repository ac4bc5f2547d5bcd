/** API paths of closing a sale (issue 10), consumer gateway. */
const CONSUMER = '/api/consumer';
const appointment = (token: string) => `${CONSUMER}/api/v1/appointment/token/${token}`;
const pickup = (token: string) => `${CONSUMER}/api/v1/token/${token}/pickup`;

export const saleClosingApi = {
  closing: (token: string) => `${appointment(token)}/closing`,
  purchaseRequest: (token: string) =>
    `${CONSUMER}/api/v3/appointment/token/${token}/purchase-request`,
  initiate: (token: string) => `${appointment(token)}/initiate-purchase-request-process`,
  cancelSale: (token: string) => `${appointment(token)}/purchase-request/cancel`,
  payments: (token: string) => `${appointment(token)}/payments`,
  /** A download link (the browser sends the session cookie); answers a PDF. */
  receipt: (token: string) => `${appointment(token)}/seller-receipt`,
  pickup,
  pickupSlots: (token: string) => `${pickup(token)}/slots`,
  reschedulePickup: (token: string) => `${pickup(token)}/reschedule`,
  cancelPickup: (token: string) => `${pickup(token)}/cancel`,
};
