// The purchase feature's server-only surface (loaders and actions; decision 0139).
export { retryPayment } from './retry-payment.server';
