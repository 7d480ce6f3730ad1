import type {
  OrderPayment,
  PayOrderInput,
  PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { publicRequest } from '../lib/api.ts';

const base = (orderId: string) => `/api/v1/public/orders/${orderId}`;

export function fetchOrderPayment(orderId: string): Promise<OrderPayment> {
  return publicRequest<OrderPayment>(`${base(orderId)}/payment`);
}

export function payOrder(orderId: string, input: PayOrderInput): Promise<PayOrderResult> {
  return publicRequest<PayOrderResult>(`${base(orderId)}/payments`, {
    method: 'POST',
    body: input,
  });
}

/** Reads a payment's state from the provider (after Stripe.js confirmed it, or on return). */
export function refreshPayment(orderId: string, paymentId: string): Promise<PayOrderResult> {
  return publicRequest<PayOrderResult>(`${base(orderId)}/payments/${paymentId}/refresh`, {
    method: 'POST',
  });
}
