import type { SuccessOf } from '@scanorder/shared/api/contract';
// Types only: the contract's zod schemas stay out of the guest pages' JavaScript.
import type { publicPaymentRoutes } from '@scanorder/shared/api/payments';
import type { PayOrderInput } from '@scanorder/shared/payments/payments';
import { publicRequest } from '../lib/api.ts';

const base = (orderId: string) => `/api/v1/public/orders/${orderId}`;
type PayAnswer = SuccessOf<typeof publicPaymentRoutes.pay>;

export function fetchOrderPayment(orderId: string) {
  return publicRequest<SuccessOf<typeof publicPaymentRoutes.payment>>(`${base(orderId)}/payment`);
}

export function payOrder(orderId: string, input: PayOrderInput) {
  return publicRequest<PayAnswer>(`${base(orderId)}/payments`, { method: 'POST', body: input });
}

/** Reads a payment's state from the provider (after Stripe.js confirmed it, or on return). */
export function refreshPayment(orderId: string, paymentId: string) {
  return publicRequest<PayAnswer>(`${base(orderId)}/payments/${paymentId}/refresh`, {
    method: 'POST',
  });
}
