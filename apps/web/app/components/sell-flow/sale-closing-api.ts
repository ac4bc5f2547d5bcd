/** API paths of closing a sale (issue 10), consumer gateway. */
const CONSUMER = '/api/consumer';
const appointment = (token: string) => `${CONSUMER}/api/v1/appointment/token/${token}`;

export const saleClosingApi = {
  /** A download link (the browser sends the session cookie); answers a PDF. */
  receipt: (token: string) => `${appointment(token)}/seller-receipt`,
};
