// The purchase feature's public surface: other folders import it only from here (decision 0139).
export { PurchaseStatusBadge } from './purchase-status-badge';
export { RetryPaymentForm } from './retry-payment-form';
