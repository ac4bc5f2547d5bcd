import type { GatewayPayment } from './payment-gateway';

/** The parts of a Razorpay webhook body we read (payment.* and order.paid events). */
export interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: GatewayPayment['status'];
  method?: string | null;
  error_description?: string | null;
}

export interface RazorpayWebhookBody {
  entity: 'event';
  event: string;
  contains: string[];
  payload: { payment?: { entity: RazorpayPaymentEntity } };
  created_at: number;
}

export function toGatewayPayment(entity: RazorpayPaymentEntity): GatewayPayment {
  return {
    id: entity.id,
    gatewayOrderId: entity.order_id,
    status: entity.status,
    amountPaise: entity.amount,
    method: entity.method ?? null,
    errorDescription: entity.error_description ?? null,
  };
}

export function toRazorpayPaymentEntity(payment: GatewayPayment): RazorpayPaymentEntity {
  return {
    id: payment.id,
    order_id: payment.gatewayOrderId,
    amount: payment.amountPaise,
    currency: 'INR',
    status: payment.status,
    method: payment.method,
    error_description: payment.errorDescription,
  };
}
